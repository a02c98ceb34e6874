import { findPlan, formatDate, orderWhat, type MembershipStatus, type Order } from '@ic/domain';
import type { OrderHistoryItem } from '@ic/ui';

export const FREE_PLAN_LABEL = 'FREE';
/** Premium through a donation perk only: no plan was bought, Ultimate still runs. */
export const PERK_PLAN_LABEL = 'Ultimate';

export type MembershipView = { plan: string; period?: string; gold: boolean; perks: string[] };

/** What the Membership region says: 'FREE' or the plan, and when it renews or ends. */
export function membershipView(status: MembershipStatus | undefined): MembershipView {
  if (!status?.isPremium) {
    return {
      plan: FREE_PLAN_LABEL,
      gold: status?.memberLevel === 'Gold',
      perks: status?.perks ?? [],
    };
  }
  const plan = status.plan ? findPlan(status.plan).title : PERK_PLAN_LABEL;
  const period = status.renewsAt
    ? `Renews on ${formatDate(status.renewsAt)}`
    : status.expiresAt
      ? `Valid until ${formatDate(status.expiresAt)}`
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
