import { PaymentMethodChooser, RecurringAgreement, UpiAutopaySetup } from '@ic/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckout } from '../../checkout';
import { paths } from '../../paths';
import { mandateTerms } from './cartCopy';
import type { CartStep } from './cartStep';

type Props = { step: 2 | 3 | 4; go: (step: CartStep) => void };

// The checkout shows ₹129 a month (spec section 9): the Monthly plan without the add-on.
const WITH_RESEARCH_PAPERS = false;

/** Steps 2 to 4: card now, or UPI AutoPay set up and agreed; both pay in the provider's checkout. */
export function PaymentSteps({ step, go }: Props) {
  const { payMembership, checkoutDialog, busy } = useCheckout();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  const pay = async () => {
    setError(undefined);
    const result = await payMembership('Monthly', WITH_RESEARCH_PAPERS);
    if (result.status === 'paid') {
      void navigate(paths.orderComplete.href(result.orderId));
    } else if (result.status === 'failed') {
      setError(result.message);
    }
  };

  return (
    <>
      {step === 2 && (
        <PaymentMethodChooser
          onCard={() => void pay()}
          onUpi={() => go(3)}
          busy={busy}
          error={error}
        />
      )}
      {step === 3 && <UpiAutopaySetup onNext={() => go(4)} />}
      {step === 4 && (
        <RecurringAgreement
          terms={mandateTerms(new Date())}
          onConfirm={() => void pay()}
          busy={busy}
          error={error}
        />
      )}
      {checkoutDialog}
    </>
  );
}
