import { MESSAGES, isPurchasable, type PlanType } from '@ic/domain';
import { useMessage, useToast, type PlanSelection } from '@ic/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { useSession, type ReturnTo } from '../session';
import { useCheckout } from './useCheckout';

/**
 * Where a paid plan leads: the confirmation page (what was bought, until when, its receipt
 * number), or nowhere when the caller shows what was bought itself (the reader opens the chapter).
 */
export type AfterPaid = 'confirmation' | 'stay';

/**
 * Buying from a plan card: a signed-out visitor logs in first and comes back here; a member
 * goes through the checkout (premium status is refreshed everywhere by the checkout), and a paid
 * plan opens its confirmation, or is welcomed with a toast where the page stays. `buy` answers
 * whether the plan was paid.
 */
export type PlanPurchase = ReturnType<typeof usePlanPurchase>;

export function usePlanPurchase(afterPaid: AfterPaid = 'confirmation') {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const message = useMessage();
  const { payMembership, checkoutDialog } = useCheckout();
  const [buyingType, setBuyingType] = useState<PlanType | null>(null);

  const buy = async (
    plan: { type: PlanType },
    { researchPapers }: Pick<PlanSelection, 'researchPapers'>,
  ): Promise<boolean> => {
    if (!isPurchasable(plan.type) || buyingType) return false;
    if (!signedIn) {
      const from = location.pathname + location.search;
      void navigate(paths.login.href(), { state: { from } satisfies ReturnTo });
      return false;
    }
    setBuyingType(plan.type);
    try {
      const result = await payMembership(plan.type, researchPapers);
      if (result.status !== 'paid') return false;
      if (afterPaid === 'confirmation') void navigate(paths.orderComplete.href(result.orderId));
      else {
        const title = message(MESSAGES.membershipWelcome, 'errors.membershipWelcome');
        toast.show({ tone: 'success', title });
      }
      return true;
    } finally {
      setBuyingType(null);
    }
  };

  return { buy, buyingType, checkoutDialog };
}
