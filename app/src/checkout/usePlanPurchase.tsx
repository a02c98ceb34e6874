import { MESSAGES, isPurchasable, type PlanType } from '@ic/domain';
import { useToast, type PlanSelection } from '@ic/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { useSession, type ReturnTo } from '../session';
import { useCheckout } from './useCheckout';

/**
 * Buying from a plan card: a signed-out visitor logs in first and comes back here; a member
 * goes through the checkout, and a paid plan is welcomed with a toast (premium status is
 * refreshed everywhere by the checkout). `buy` answers whether the plan was paid.
 */
export type PlanPurchase = ReturnType<typeof usePlanPurchase>;

export function usePlanPurchase() {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
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
      toast.show({ tone: 'success', title: MESSAGES.membershipWelcome });
      return true;
    } finally {
      setBuyingType(null);
    }
  };

  return { buy, buyingType, checkoutDialog };
}
