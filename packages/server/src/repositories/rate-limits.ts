import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface Window {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, atomically (one upsert), so
 * several instances share the counter and it survives a restart.
 */
export async function hit(db: Db, key: string, windowMs: number, now: Date): Promise<Window> {
  const resetAt = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<Date>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, resetAt: row.reset_at };
}

/** The current count on `key` (0 once its window has passed). */
export async function peek(db: Db, key: string, now: Date): Promise<Window> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row ? { count: row.count, resetAt: row.reset_at } : { count: 0, resetAt: now };
}

export async function clear(db: Db, key: string) {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function deleteExpiredWindows(db: Db, now: Date) {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
