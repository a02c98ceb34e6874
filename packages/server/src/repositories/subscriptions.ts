import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { membershipExpiry } from '@ic/domain';
import type { Db } from '../db/database.ts';
import type { SubscriptionsTable } from '../db/tables/payments.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

export async function insertSubscription(
  db: Db,
  sub: { userId: string; orderId: string; providerSubscriptionId: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      user_id: sub.userId,
      order_id: sub.orderId,
      provider_subscription_id: sub.providerSubscriptionId,
      status: 'created',
      created_at: now,
    })
    .execute();
}

/**
 * One more month paid: extends paid_through from its current end (or from now after a gap).
 * A charge that arrives after cancellation still counts (the money was taken) but does not
 * reactivate the subscription. Call inside a transaction.
 */
export async function addPaidMonth(db: Db, orderId: string, now: Date): Promise<void> {
  const sub = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!sub) return;
  await db
    .updateTable('subscriptions')
    .set({
      paid_through: membershipExpiry(sub.paid_through, now, 1),
      status: sub.status === 'cancelled' ? 'cancelled' : 'active',
    })
    .where('id', '=', sub.id)
    .execute();
}

/** Activation or cancellation reported by the provider, in whatever order it arrives. */
export async function setSubscriptionStatus(
  db: Db,
  providerSubscriptionId: string,
  status: 'active' | 'cancelled',
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('subscriptions')
    .set(status === 'cancelled' ? { status, cancelled_at: now } : { status })
    .where('provider_subscription_id', '=', providerSubscriptionId);
  // Cancellation is final: a late 'activated' event must not bring it back.
  if (status === 'active') query = query.where('status', '=', 'created');
  await query.execute();
}

export async function findUserSubscription(db: Db, userId: string, id: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
    .selectAll('subscriptions')
    .select(['orders.purpose', 'orders.amount', 'orders.description', 'orders.plan_type'])
    .where('subscriptions.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('subscriptions.id', '=', id),
        eb('subscriptions.provider_subscription_id', '=', id),
      ]),
    )
    .executeTakeFirst();
}

export async function listUserSubscriptions(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
    .selectAll('subscriptions')
    .select(['orders.purpose', 'orders.amount', 'orders.description', 'orders.plan_type'])
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.created_at', 'desc')
    .execute();
}

/** Running subscriptions of a user, for cancelling them with the provider (account deletion). */
export async function activeProviderSubscriptions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('provider_subscription_id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'cancelled')
    .execute();
  return rows.map((row) => row.provider_subscription_id);
}

/** A user's recurring membership plans still charging (the Gold rule stops them). */
export async function runningPlanSubscriptions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
    .select('subscriptions.provider_subscription_id')
    .where('subscriptions.user_id', '=', userId)
    .where('orders.purpose', '=', 'membership')
    .where('subscriptions.status', '!=', 'cancelled')
    .execute();
  return rows.map((row) => row.provider_subscription_id);
}
