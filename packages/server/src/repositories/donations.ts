import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SupportType } from '@ic/domain';
import type { Db } from '../db/database.ts';

export async function insertDonation(
  db: Db,
  donation: { orderId: string; supportType: SupportType; amount: number; displayName: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('donations')
    .values({
      id: randomUUID(),
      order_id: donation.orderId,
      support_type: donation.supportType,
      amount: donation.amount,
      display_name: donation.displayName,
      created_at: now,
    })
    .execute();
}

export async function markDonationPaid(db: Db, orderId: string, now: Date): Promise<void> {
  await db
    .updateTable('donations')
    .set({ paid_at: now })
    .where('order_id', '=', orderId)
    .where('paid_at', 'is', null)
    .execute();
}

/** The first instant of the calendar month in India (UTC+05:30, no daylight saving). */
export function startOfIndianMonth(now: Date): Date {
  const offsetMs = 330 * 60 * 1000;
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMs);
}

/** When this month's funds start again from zero. */
export function startOfNextIndianMonth(now: Date): Date {
  const daysLater = 32 * 24 * 60 * 60 * 1000;
  return startOfIndianMonth(new Date(startOfIndianMonth(now).getTime() + daysLater));
}

export interface RawSupportStatistics {
  /** Donations received this calendar month (India time), in rupees. */
  monthlyFunds: number;
  /** People (accounts, or single anonymous donations) with at least one paid donation. */
  supporterCount: number;
  /** Every donation payment ever received, in rupees. */
  totalFunds: number;
}

/** Only money actually received counts: sums of captured payments of donation orders. */
export async function supportStatistics(db: Db, now: Date): Promise<RawSupportStatistics> {
  const monthStart = startOfIndianMonth(now);
  const row = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .where('orders.purpose', '=', 'donation')
    .select([
      sql<string>`coalesce(sum(payments.amount), 0)`.as('total'),
      sql<string>`coalesce(sum(payments.amount) filter (where payments.created_at >= ${monthStart}), 0)`.as(
        'month',
      ),
      sql<string>`count(distinct coalesce(orders.user_id, orders.id))`.as('supporters'),
    ])
    .executeTakeFirstOrThrow();
  return {
    monthlyFunds: Number(row.month),
    supporterCount: Number(row.supporters),
    totalFunds: Number(row.total),
  };
}

export async function listContributors(db: Db, limit: number) {
  const rows = await db
    .selectFrom('donations')
    .select(['display_name', 'name_hidden_reason', 'amount', 'support_type', 'created_at'])
    .where('paid_at', 'is not', null)
    .orderBy('paid_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    // A name a moderator hid shows as any anonymous donor does.
    displayName: (row.name_hidden_reason === null && row.display_name) || 'Anonymous',
    amount: row.amount,
    supportType: row.support_type,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The display names of these orders' donations, by order id. */
export async function findDonationsOf(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('donations')
    .select(['order_id', 'display_name'])
    .where('order_id', 'in', orderIds)
    .execute();
  return new Map(rows.map((row) => [row.order_id, row.display_name]));
}

/** Blanks the display names of a user's donations: they show as Anonymous from now on. */
export async function forgetDonorNames(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('donations')
    .set({ display_name: '' })
    .where('order_id', 'in', (eb) =>
      eb.selectFrom('orders').select('orders.id').where('orders.user_id', '=', userId),
    )
    .execute();
}

/** Paid donations for moderators, newest first: the name given, whether hidden, the donor's address. */
export async function listDonationsForModeration(db: Db, page: number, limit: number) {
  const paid = db.selectFrom('donations').where('donations.paid_at', 'is not', null);
  const [{ total }, rows] = await Promise.all([
    paid.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    paid
      .innerJoin('orders', 'orders.id', 'donations.order_id')
      .leftJoin('users', 'users.id', 'orders.user_id')
      .select([
        'donations.id',
        'donations.display_name',
        'donations.name_hidden_reason',
        'donations.amount',
        'donations.support_type',
        'donations.paid_at',
        'users.email',
      ])
      .orderBy('donations.paid_at', 'desc')
      .orderBy('donations.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { total: Number(total), rows };
}

export function findDonation(db: Db, id: string) {
  return db
    .selectFrom('donations')
    .select(['id', 'display_name', 'name_hidden_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A moderator's mark: with a reason the name shows as Anonymous; null shows it again. */
export async function setNameHidden(db: Db, id: string, reason: string | null): Promise<void> {
  await db
    .updateTable('donations')
    .set({ name_hidden_reason: reason })
    .where('id', '=', id)
    .execute();
}
