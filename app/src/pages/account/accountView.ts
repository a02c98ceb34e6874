import {
  findPlan,
  formatDate,
  orderWhat,
  type MembershipStatus,
  type Order,
  type PlanType,
} from '@ic/domain';
import type { OrderHistoryItem } from '@ic/ui';

/** Premium through a donation perk only: no plan was bought, Ultimate still runs. */
export const PERK_PLAN_LABEL = 'Ultimate';

export type MembershipView = { plan: string; period?: string; gold: boolean; perks: string[] };

/** The words the Membership region is made of, in the screen's language (English by default). */
export type MembershipWords = {
  /** A plan's name (ui's usePlanName: the same name the plan cards and the checkout show). */
  planName: (type: PlanType) => string;
  perkPlan: string;
  renewsOn: (date: string) => string;
  validUntil: (date: string) => string;
  date: (iso: string) => string;
};

const ENGLISH_WORDS: MembershipWords = {
  planName: (type) => findPlan(type).title,
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
      plan: words.planName('FREE'),
      gold: status?.memberLevel === 'Gold',
      perks: status?.perks ?? [],
    };
  }
  const plan = status.plan ? words.planName(status.plan) : words.perkPlan;
  const period = status.renewsAt
    ? words.renewsOn(words.date(status.renewsAt))
    : status.expiresAt
      ? words.validUntil(words.date(status.expiresAt))
      : undefined;
  return { plan, period, gold: status.memberLevel === 'Gold', perks: status.perks };
}

/**
 * An order as its row shows it; `what` names what it bought (the checkout's words in the screen's
 * language, app/src/checkout/words.ts; the server's English by default).
 */
export function orderItem(
  order: Order,
  what: (order: Order) => string = orderWhat,
): OrderHistoryItem {
  return {
    id: order._id,
    title: what(order),
    amount: order.amount,
    recurring: order.recurring,
    status: order.status,
    date: order.paidAt ?? order.createdAt,
  };
}

/** Track Orders: the ones still waiting for payment. */
export function trackedOrders(
  orders: readonly Order[],
  what?: (order: Order) => string,
): OrderHistoryItem[] {
  return orders
    .filter((order) => order.status === 'created')
    .map((order) => orderItem(order, what));
}
