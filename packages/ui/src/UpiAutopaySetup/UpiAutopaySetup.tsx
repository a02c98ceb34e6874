import { upiIdSchema } from '@ic/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { vars } from '../theme';

export const UPI_APPS = ['GPay', 'PhonePe', 'Paytm', 'BHIM'] as const;

export type UpiMandate = { app?: string; upiId: string };

export type UpiAutopaySetupProps = {
  onNext: (mandate: UpiMandate) => void;
  apps?: readonly string[];
  defaultUpiId?: string;
  className?: string;
};

const Root = styled.form`
  display: grid;
  gap: ${vars.space[4]};

  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${vars.space[2]};
    font-weight: ${vars.fontWeight.bold};
  }
  [role='alert'] {
    margin: 0;
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.successSurface};
    color: ${vars.color.success};
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** The alert shown once an app is chosen: what happens next, in that app. */
export function upiAppMessage(app: string): string {
  return `${app} will ask you to approve the AutoPay mandate after you confirm.`;
}

/** Step 3 of the checkout: pick a UPI app, give the UPI ID (name@bank) and go on. */
export function UpiAutopaySetup({
  onNext,
  apps = UPI_APPS,
  defaultUpiId = '',
  className,
}: UpiAutopaySetupProps) {
  const [app, setApp] = useState<string>();
  const [upiId, setUpiId] = useState(defaultUpiId);
  const [checked, setChecked] = useState(false);
  const result = upiIdSchema.safeParse(upiId);
  const error = checked && !result.success ? result.error.issues[0]?.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (result.success) onNext({ app, upiId: result.data });
  };

  return (
    <Root className={className} data-slot="upi-autopay-setup" noValidate onSubmit={submit}>
      <fieldset>
        <legend>Choose your UPI app</legend>
        {apps.map((name) => (
          <Button
            key={name}
            variant={app === name ? 'primary' : 'outline'}
            aria-pressed={app === name}
            onClick={() => setApp(name)}
          >
            {name}
          </Button>
        ))}
      </fieldset>
      {app && <p role="alert">{upiAppMessage(app)}</p>}
      <TextField
        label="UPI ID"
        hint="For example name@bank"
        autoComplete="off"
        required
        value={upiId}
        onChange={(event) => setUpiId(event.target.value)}
        onBlur={() => setChecked(upiId.trim() !== '' || checked)}
        error={error}
      />
      <div>
        <Button type="submit">NEXT</Button>
      </div>
    </Root>
  );
}
