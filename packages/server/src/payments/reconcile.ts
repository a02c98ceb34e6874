import { ORDER_EXPIRY_MINUTES } from '@ic/domain';
import type { Db } from '../db/database.ts';
import type { OrderRow } from '../repositories/orders.ts';
import { findOrderByProviderId } from '../repositories/orders.ts';
import { lockedTransaction, type PaymentContext } from './context.ts';
import { grantPayment } from './grant.ts';
import { stopPlansForGold } from './receipts.ts';

/** A webhook normally lands within seconds; an order still waiting after this is asked about. */
export const RECONCILE_AFTER_MINUTES = 10;
/**
 * Orders unpaid for longer than ORDER_EXPIRY_MINUTES are expired for the buyer; one payment
 * captured just before that still gets a run's worth of asking, then they are left alone.
 */
export const RECONCILE_UNTIL_MINUTES = ORDER_EXPIRY_MINUTES + RECONCILE_AFTER_MINUTES;
/** One run asks about at most this many orders, oldest first; the next run takes the rest. */
const BATCH = 100;

const MINUTE = 60_000;

function waitingOrders(db: Db, now: Date) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'created')
    .where('created_at', '<=', new Date(now.getTime() - RECONCILE_AFTER_MINUTES * MINUTE))
    .where('created_at', '>', new Date(now.getTime() - RECONCILE_UNTIL_MINUTES * MINUTE))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
}

/** Asks the provider about one order; grants its payment once if it was captured. */
async function reconcileOrder(context: PaymentContext, order: OrderRow): Promise<boolean> {
  if (order.provider !== context.provider.name) return false;
  const reference = order.provider_order_id;
  const captured = await context.provider.capturedPayment(reference, order.recurring);
  if (!captured) return false;
  if (captured.currency !== 'INR' || captured.amountPaise !== order.amount * 100) {
    context.log.warn({ orderId: order.id, captured }, 'the provider reports another amount');
    return false;
  }
  const payment = {
    providerPaymentId: captured.paymentId,
    amount: order.amount,
    source: 'reconciliation' as const,
  };
  // Under the order's lock, and re-read: a webhook or confirmation that came meanwhile wins.
  const granted = await lockedTransaction(context.db, reference, async (trx) => {
    const current = await findOrderByProviderId(trx, reference);
    return current ? grantPayment(trx, current, payment, context) : false;
  });
  if (granted) await stopPlansForGold(context, reference);
  return granted;
}

/**
 * Payments whose webhook never came: each order still waiting after RECONCILE_AFTER_MINUTES is
 * asked about at the provider, and a captured payment is granted as a webhook would have, receipt
 * and Gold rule included (the provider payment id makes the grant happen once, whoever reports it). Answers how many were
 * granted. A provider that cannot be reached leaves the order for the next run.
 */
export async function reconcilePayments(context: PaymentContext): Promise<number> {
  let granted = 0;
  for (const order of await waitingOrders(context.db, context.now)) {
    try {
      if (await reconcileOrder(context, order)) granted += 1;
    } catch (err) {
      context.log.warn({ err, orderId: order.id }, 'could not ask the provider about an order');
    }
  }
  if (granted > 0) context.log.info({ granted }, 'payments reconciled with the provider');
  return granted;
}
