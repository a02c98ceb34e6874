import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { OrdersTable, PaymentsTable } from '../db/tables/payments.ts';

export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Omit<Insertable<OrdersTable>, 'status' | 'created_at' | 'currency'>;

export async function insertOrder(db: Db, order: NewOrder, now: Date): Promise<OrderRow> {
  return db
    .insertInto('orders')
    .values({ ...order, currency: 'INR', status: 'created', created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findOrderByProviderId(db: Db, providerOrderId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
}

/** An order of this user, by our id or the provider's (the checkout only knows the latter). */
export async function findUserOrder(db: Db, userId: string, id: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', id), eb('provider_order_id', '=', id)]))
    .executeTakeFirst();
}

export async function listUserOrders(db: Db, userId: string): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** A failed attempt; never downgrades a paid order (a late failure event must not undo money). */
export async function markOrderFailed(db: Db, orderId: string, now: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'failed', failed_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'created')
    .execute();
}

/** Marks the order paid the first time; later charges of a subscription leave paid_at alone. */
export async function markOrderPaid(db: Db, orderId: string, now: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'paid', paid_at: now })
    .where('id', '=', orderId)
    .where('status', '!=', 'paid')
    .execute();
}

export interface PaymentRecord {
  orderId: string;
  providerPaymentId: string;
  amount: number;
  source: PaymentsTable['source'];
}

/**
 * Records a captured payment once, answering its row's id. Answers null when the provider payment
 * id was already recorded (by a repeated confirm, or a webhook that came first): the caller
 * grants nothing.
 */
export async function recordPaymentOnce(db: Db, payment: PaymentRecord, now: Date) {
  const inserted = await db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      order_id: payment.orderId,
      provider_payment_id: payment.providerPaymentId,
      amount: payment.amount,
      source: payment.source,
      created_at: now,
    })
    .onConflict((oc) => oc.column('provider_payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function paymentsOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('payments')
    .select(['order_id', 'provider_payment_id', 'amount', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .execute();
}
