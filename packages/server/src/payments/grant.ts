import { donationPerk, PLAN_PERIOD_MONTHS, type PlanType } from '@ic/domain';
import type { Db } from '../db/database.ts';
import type { PaymentsTable } from '../db/tables/payments.ts';
import { markDonationPaid } from '../repositories/donations.ts';
import { extendMembership, type MembershipGrant } from '../repositories/memberships.ts';
import { markOrderPaid, recordPaymentOnce, type OrderRow } from '../repositories/orders.ts';
import { addPaidMonth } from '../repositories/subscriptions.ts';
import { queueReceipt, type ReceiptSender } from './receipts.ts';

export interface CapturedPayment {
  providerPaymentId: string;
  /** Rupees. */
  amount: number;
  source: PaymentsTable['source'];
}

function planMonths(plan: PlanType | null): number {
  if (!plan || plan === 'FREE') return 0;
  return PLAN_PERIOD_MONTHS[plan];
}

/**
 * What one paid charge of this order adds to the buyer's membership: the plan's period for a
 * purchase; for a donation, its perk (one-time ₹1500: 2 months of Ultimate; monthly ₹1500:
 * Gold, whose free Ultimate lasts a month per charge).
 */
export function membershipGrantFor(order: OrderRow): MembershipGrant | null {
  if (!order.user_id) return null;
  if (order.purpose === 'membership') {
    const months = planMonths(order.plan_type);
    if (months === 0) return null;
    const base = { userId: order.user_id, months, plan: order.plan_type };
    return { ...base, researchPapers: order.research_papers };
  }
  const perk = order.support_type ? donationPerk(order.support_type, order.amount) : null;
  const months = perk ? (perk.freeUltimateMonths ?? PLAN_PERIOD_MONTHS.Monthly) : 0;
  if (months === 0) return null;
  return { userId: order.user_id, months, plan: null, researchPapers: false };
}

/** What granting needs beside the transaction: the clock and the receipt's mail queue. */
export interface GrantContext {
  now: Date;
  receipts: ReceiptSender;
}

/**
 * Grants what a captured payment buys, exactly once per provider payment id: the payment row's
 * unique key decides, so a repeated confirm, or a confirm and a webhook for the same payment,
 * grant one period and send one receipt. Returns whether this call granted. Call inside the
 * order's locked transaction.
 */
export async function grantPayment(
  trx: Db,
  order: OrderRow,
  payment: CapturedPayment,
  { now, receipts }: GrantContext,
): Promise<boolean> {
  const record = { orderId: order.id, ...payment };
  const paymentId = await recordPaymentOnce(trx, record, now);
  if (!paymentId) return false;
  await markOrderPaid(trx, order.id, now);
  if (order.recurring) await addPaidMonth(trx, order.id, now);
  if (order.purpose === 'donation') await markDonationPaid(trx, order.id, now);
  const grant = membershipGrantFor(order);
  if (grant) await extendMembership(trx, grant, now);
  // The order as read under the lock: no paid_at yet means this is its first payment.
  const recorded = { id: paymentId, first: order.paid_at === null, grantedMembership: !!grant };
  await queueReceipt(trx, receipts, order, recorded, now);
  return true;
}
