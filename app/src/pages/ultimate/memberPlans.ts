// How the plans read for someone who is already a member: no offer of what they have.
import {
  MESSAGES,
  coveredByGold,
  formatDate,
  type MembershipPlan,
  type MembershipStatus,
  type PlanType,
} from '@ic/domain';
import type { Translate } from '../../checkout/words';

export type MemberPlans = {
  /** "You're a member until Dec 23, 2026": the server's entitlement end, in the reader's words. */
  notice: string;
  /** The member's own plan, highlighted as theirs. */
  current: PlanType | null;
  buttonLabels: Partial<Record<PlanType, string>>;
  /** The domain's English messages (the page shows them in the screen's language). */
  purchaseNotes: Partial<Record<PlanType, string>>;
};

export function memberNotice(memberUntil: string, t: Translate, locale?: string): string {
  return t('checkout.ultimate.member.notice', {
    date: formatDate(memberUntil, undefined, locale),
  });
}

/**
 * A running membership (a plan, the kit or a donation perk) changes the cards: every purchase
 * adds its period after the current end, so the buttons say Extend or Add; a Gold donor is told that
 * Gold already covers the periodic plans (the server refuses to charge for them). Null for a
 * reader who is not a member.
 */
export function memberPlans(
  status: MembershipStatus | undefined,
  plans: readonly MembershipPlan[],
  t: Translate,
  locale?: string,
): MemberPlans | null {
  if (!status?.isPremium || !status.memberUntil) return null;
  const gold = status.memberLevel === 'Gold';
  const buttonLabels: MemberPlans['buttonLabels'] = {};
  const purchaseNotes: MemberPlans['purchaseNotes'] = {};
  for (const plan of plans) {
    if (!plan.purchasable) continue;
    if (gold && coveredByGold(plan.type)) purchaseNotes[plan.type] = MESSAGES.goldCoversPlans;
    // Every plan bought adds its period after the current end. The card adds the plan's name
    // for screen readers: 'Extend my plan (Monthly)'.
    buttonLabels[plan.type] = t(
      plan.type === status.plan
        ? 'checkout.ultimate.member.extend'
        : 'checkout.ultimate.member.add',
    );
  }
  const notice = memberNotice(status.memberUntil, t, locale);
  return { notice, current: status.plan, buttonLabels, purchaseNotes };
}
