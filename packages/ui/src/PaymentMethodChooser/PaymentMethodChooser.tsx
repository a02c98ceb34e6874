import styled from 'styled-components';
import { Button } from '../Button';
import { useT } from '../i18n';
import { vars } from '../theme';

export type PaymentMethodChooserProps = {
  onCard: () => void;
  onUpi: () => void;
  /** While a card payment is being opened or confirmed. */
  busy?: boolean;
  /** Why the last payment did not go through. */
  error?: string;
  className?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  [data-slot='methods'] {
    display: grid;
    gap: ${vars.space[3]};
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

/** Step 2 of the checkout: pay once by card now, or set up a UPI AutoPay mandate. */
export function PaymentMethodChooser({
  onCard,
  onUpi,
  busy = false,
  error,
  className,
}: PaymentMethodChooserProps) {
  const t = useT();
  return (
    <Root className={className} data-slot="payment-method-chooser">
      <div data-slot="methods">
        <Button size="lg" fullWidth loading={busy} onClick={onCard}>
          {t('checkout.cart.method.card')}
        </Button>
        <Button size="lg" variant="outline" fullWidth disabled={busy} onClick={onUpi}>
          {t('checkout.cart.method.upi')}
        </Button>
      </div>
      {error && (
        <p role="alert" data-slot="error">
          {error}
        </p>
      )}
    </Root>
  );
}
