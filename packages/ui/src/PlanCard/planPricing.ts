import { formatRupees, type MembershipPlan } from '@ic/domain';

/** A plan as either page reads it: the Ultimate page adds an extra to the kit's original price. */
export type PlanCardPlan = MembershipPlan & { originalExtra?: number };

/**
 * The struck-through reading: '₹2,199', or '₹2,199 + ₹49' on the Ultimate page, in the screen's
 * way of writing rupees (`rupees`, from useFormat; en-IN by default).
 */
export function originalPriceText(
  plan: PlanCardPlan,
  rupees: (amount: number) => string = formatRupees,
): string | null {
  if (plan.originalPrice === undefined) return null;
  const extra = plan.originalExtra ? ` + ${rupees(plan.originalExtra)}` : '';
  return rupees(plan.originalPrice) + extra;
}
