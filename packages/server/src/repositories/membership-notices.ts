import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MembershipNoticesTable } from '../db/tables/jobs.ts';

/** Members whose membership period ends (or ended) between `from` and `to`, with their address. */
export function membershipsEndingBetween(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id as userId', 'users.email', 'users.name', 'users.status', 'users.language'])
    .where('memberships.expires_at', '>', from)
    .where('memberships.expires_at', '<=', to)
    .orderBy('memberships.expires_at')
    .execute();
}

/**
 * Notes that a notice of this kind goes out for the period ending at `periodEndsAt`. False when
 * one already did (or another instance is sending it), so each goes once.
 */
export async function claimNotice(
  db: Db,
  notice: Omit<Insertable<MembershipNoticesTable>, 'sent_at'>,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('membership_notices')
    .values({ ...notice, sent_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
