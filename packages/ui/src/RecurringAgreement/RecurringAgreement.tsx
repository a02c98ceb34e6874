import { MESSAGES } from '@ic/domain';
import { Fragment, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { useMessage, useT } from '../i18n';
import { vars } from '../theme';

export type MandateTerm = { term: string; detail: ReactNode };

export type RecurringAgreementProps = {
  /** The mandate's terms, e.g. amount, start, cancellation. */
  terms: MandateTerm[];
  onConfirm: () => void;
  agreementLabel?: ReactNode;
  /** While the payment runs. */
  busy?: boolean;
  /** Why the last payment did not go through. */
  error?: string;
  className?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  [data-slot='terms'] {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[2]} ${vars.space[4]};
    margin: 0;
    padding: ${vars.space[4]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.paper};
  }
  [data-slot='term'] {
    font-weight: ${vars.fontWeight.bold};
  }
  [data-slot='detail'] {
    margin: 0;
  }
  [data-slot='error'] {
    margin: 0;
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.dangerSurface};
    color: ${vars.color.danger};
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** Step 4 of the checkout: the mandate's terms, and NEXT only once the buyer agrees to them. */
export function RecurringAgreement({
  terms,
  onConfirm,
  agreementLabel,
  busy = false,
  error,
  className,
}: RecurringAgreementProps) {
  const t = useT();
  const message = useMessage();
  const [agreed, setAgreed] = useState(false);
  return (
    <Root className={className} data-slot="recurring-agreement">
      <dl data-slot="terms">
        {terms.map(({ term, detail }) => (
          <Fragment key={term}>
            <dt data-slot="term">{term}</dt>
            <dd data-slot="detail">{detail}</dd>
          </Fragment>
        ))}
      </dl>
      <Checkbox
        label={agreementLabel ?? t('checkout.cart.mandate.agree')}
        required
        checked={agreed}
        hint={agreed ? undefined : message(MESSAGES.agreementRequired, 'errors.agreementRequired')}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      {error && (
        <p role="alert" data-slot="error">
          {error}
        </p>
      )}
      <div>
        <Button disabled={!agreed} loading={busy} onClick={onConfirm}>
          {t('checkout.cart.next')}
        </Button>
      </div>
    </Root>
  );
}
