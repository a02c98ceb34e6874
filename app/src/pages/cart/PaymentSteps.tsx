import { messageKeyOf } from '@ic/domain';
import { PaymentMethodChooser, RecurringAgreement, UpiAutopaySetup, useMessage } from '@ic/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckout } from '../../checkout';
import { paths } from '../../paths';
import { mandateTerms, useCartWords } from './cartCopy';
import type { CartChoice, CartStep } from './cartStep';

type Props = { step: 2 | 3 | 4; go: (step: CartStep) => void; choice: CartChoice };

/** Steps 2 to 4: card now, or UPI AutoPay set up and agreed; both pay in the provider's checkout. */
export function PaymentSteps({ step, go, choice }: Props) {
  const words = useCartWords();
  const message = useMessage();
  const { payMembership, checkoutDialog, busy } = useCheckout();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  const pay = async () => {
    setError(undefined);
    // The order is made for the very choice the cart shows, priced by the same function.
    const result = await payMembership(choice.plan, choice.researchPapers);
    if (result.status === 'paid') {
      void navigate(paths.orderComplete.href(result.orderId));
    } else if (result.status === 'failed') {
      setError(result.message && message(result.message, messageKeyOf(result.message)));
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
          terms={mandateTerms(new Date(), choice, words)}
          onConfirm={() => void pay()}
          busy={busy}
          error={error}
        />
      )}
      {checkoutDialog}
    </>
  );
}
