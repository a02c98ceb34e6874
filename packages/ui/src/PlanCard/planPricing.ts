import { formatRupees, type MembershipPlan, type PlanType } from '@ic/domain';

/** A plan as either page reads it: the Ultimate page adds an extra to the kit's original price. */
export type PlanCardPlan = MembershipPlan & { originalExtra?: number };

/** What a kicker above the title says about each plan. */
export const PLAN_TYPE_LABELS: Readonly<Record<PlanType, string>> = {
  UltimateKit: 'Kit + membership',
  FREE: 'Basic',
  Monthly: '1 month',
  HalfYear: '6 months',
  Annual: '12 months',
};

/** The struck-through reading: '₹2,199', or '₹2,199 + ₹49' on the Ultimate page. */
export function originalPriceText(plan: PlanCardPlan): string | null {
  if (plan.originalPrice === undefined) return null;
  const extra = plan.originalExtra ? ` + ${formatRupees(plan.originalExtra)}` : '';
  return formatRupees(plan.originalPrice) + extra;
}
