import { upiIdSchema } from '@ic/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { Button } from '../Button';
import { FormActions, FormGroup } from '../FormPanel';
import { useT } from '../i18n';
import { useSchemaForm } from '../SchemaForm';
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
`;

const Apps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const AppAlert = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.successSurface};
  color: ${vars.color.success};
  font-weight: ${vars.fontWeight.bold};
`;

const mandateSchema = z.object({ upiId: upiIdSchema });

/** Step 3 of the checkout: pick a UPI app, give the UPI ID (name@bank) and go on. */
export function UpiAutopaySetup({
  onNext,
  apps = UPI_APPS,
  defaultUpiId = '',
  className,
}: UpiAutopaySetupProps) {
  const t = useT();
  const [app, setApp] = useState<string>();
  const form = useSchemaForm({ schema: mandateSchema, defaultValues: { upiId: defaultUpiId } });

  return (
    <Root
      className={className}
      data-slot="upi-autopay-setup"
      noValidate
      onSubmit={form.onSubmit(({ upiId }) => onNext({ app, upiId }))}
    >
      <FormGroup legend={t('checkout.cart.upi.apps')}>
        <Apps>
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
        </Apps>
      </FormGroup>
      {/* What happens next, in the chosen app. */}
      {app && <AppAlert role="alert">{t('checkout.cart.upi.appMessage', { app })}</AppAlert>}
      <TextField
        label={t('checkout.cart.upi.id')}
        hint={t('checkout.cart.upi.hint')}
        autoComplete="off"
        required
        {...form.field('upiId')}
      />
      <FormActions>
        <Button type="submit">{t('checkout.cart.next')}</Button>
      </FormActions>
    </Root>
  );
}
