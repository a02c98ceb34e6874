import { randomUUID } from 'node:crypto';
import type { PaymentProvider, RefundEntry } from '@ic/domain';
import type { Db } from '../db/database.ts';

/** A payment by the provider's id (as orders show it), with its order's owner and provider. */
export async function findPaymentForRefund(db: Db, providerPaymentId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      'payments.id',
      'payments.provider_payment_id',
      'payments.amount',
      'orders.user_id',
      'orders.provider',
    ])
    .where('payments.provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

/** Rupees already refunded on a payment. */
export async function refundedOn(db: Db, paymentId: string): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('total'))
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface NewRefund {
  paymentId: string;
  amount: number;
  reason: string;
  provider: PaymentProvider;
  providerRefundId: string;
  markedBy: string;
}

export async function insertRefund(db: Db, refund: NewRefund, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('refunds')
    .values({
      id,
      payment_id: refund.paymentId,
      amount: refund.amount,
      reason: refund.reason,
      provider: refund.provider,
      provider_refund_id: refund.providerRefundId,
      marked_by: refund.markedBy,
      created_at: now,
    })
    .execute();
  return id;
}

/** Every refund on a member's payments, newest first. */
export async function listUserRefunds(db: Db, userId: string): Promise<RefundEntry[]> {
  const rows = await db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .selectAll('refunds')
    .select('payments.provider_payment_id')
    .where('orders.user_id', '=', userId)
    .orderBy('refunds.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    paymentId: row.provider_payment_id,
    amount: row.amount,
    reason: row.reason,
    provider: row.provider,
    providerRefundId: row.provider_refund_id,
    createdAt: row.created_at.toISOString(),
  }));
}
