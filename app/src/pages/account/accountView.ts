import { findPlan, formatDate, orderWhat, type MembershipStatus, type Order } from '@ic/domain';
import type { OrderHistoryItem } from '@ic/ui';

export const FREE_PLAN_LABEL = 'FREE';
/** Premium through a donation perk only: no plan was bought, Ultimate still runs. */
export const PERK_PLAN_LABEL = 'Ultimate';

export type MembershipView = { plan: string; period?: string; gold: boolean; perks: string[] };

/** The words the Membership region is made of, in the screen's language (English by default). */
export type MembershipWords = {
  free: string;
  perkPlan: string;
  renewsOn: (date: string) => string;
  validUntil: (date: string) => string;
  date: (iso: string) => string;
};

const ENGLISH_WORDS: MembershipWords = {
  free: FREE_PLAN_LABEL,
  perkPlan: PERK_PLAN_LABEL,
  renewsOn: (date) => `Renews on ${date}`,
  validUntil: (date) => `Valid until ${date}`,
  date: (iso) => formatDate(iso),
};

/** What the Membership region says: 'FREE' or the plan, and when it renews or ends. */
export function membershipView(
  status: MembershipStatus | undefined,
  words: MembershipWords = ENGLISH_WORDS,
): MembershipView {
  if (!status?.isPremium) {
    return {
      plan: words.free,
      gold: status?.memberLevel === 'Gold',
      perks: status?.perks ?? [],
    };
  }
  const plan = status.plan ? findPlan(status.plan).title : words.perkPlan;
  const period = status.renewsAt
    ? words.renewsOn(words.date(status.renewsAt))
    : status.expiresAt
      ? words.validUntil(words.date(status.expiresAt))
      : undefined;
  return { plan, period, gold: status.memberLevel === 'Gold', perks: status.perks };
}

export function orderItem(order: Order): OrderHistoryItem {
  return {
    id: order._id,
    title: orderWhat(order),
    amount: order.amount,
    recurring: order.recurring,
    status: order.status,
    date: order.paidAt ?? order.createdAt,
  };
}

/** Track Orders: the ones still waiting for payment. */
export function trackedOrders(orders: readonly Order[]): OrderHistoryItem[] {
  return orders.filter((order) => order.status === 'created').map(orderItem);
}
