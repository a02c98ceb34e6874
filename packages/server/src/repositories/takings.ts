import type { TodaysTakings } from '@ic/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** India's offset from UTC (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The India calendar day `now` falls on, as YYYY-MM-DD. */
export function indianDayOf(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in India at the start of `day` (YYYY-MM-DD). */
export function startOfIndianDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
}

/** Payments captured since midnight in India: sales (memberships, the kit) and donations. */
export async function todaysTakings(db: Db, now: Date): Promise<TodaysTakings> {
  const day = indianDayOf(now);
  const rows = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .where('payments.created_at', '>=', startOfIndianDay(day))
    .select([
      'orders.purpose',
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(payments.amount), 0)`.as('amount'),
    ])
    .groupBy('orders.purpose')
    .execute();
  const of = (purpose: string) => {
    const row = rows.find((r) => r.purpose === purpose);
    return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  };
  return { day, sales: of('membership'), donations: of('donation') };
}
