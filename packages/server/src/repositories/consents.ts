import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { matchesHash, randomToken, sha256 } from '../security/tokens.ts';

/** A guardian has this long to answer; afterwards the pending account is deleted. */
export const CONSENT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function createConsent(db: Db, userId: string, guardianEmail: string, now: Date) {
  const id = randomUUID();
  const token = randomToken();
  await db
    .insertInto('guardian_consents')
    .values({
      id,
      user_id: userId,
      guardian_email: guardianEmail,
      token_hash: sha256(token),
      created_at: now,
      expires_at: new Date(now.getTime() + CONSENT_TTL_MS),
    })
    .execute();
  return { id, token };
}

/** The pending request `id` if `token` matches and it has not expired, with the child's name. */
export async function findConsent(db: Db, id: string, token: string, now: Date) {
  const row = await db
    .selectFrom('guardian_consents')
    .innerJoin('users', 'users.id', 'guardian_consents.user_id')
    .select([
      'guardian_consents.id',
      'guardian_consents.user_id',
      'guardian_consents.token_hash',
      'guardian_consents.guardian_email',
      'users.name',
      'users.username',
      'users.email',
    ])
    .where('guardian_consents.id', '=', id)
    .where('guardian_consents.expires_at', '>', now)
    .where('users.status', '=', 'pending_consent')
    .executeTakeFirst();
  return row && matchesHash(token, row.token_hash) ? row : undefined;
}

/**
 * Spends the live consent requests of a pending child, so exactly one decision wins when the
 * mailed page and the dashboard (or two tabs) answer at once. False when none was left to spend.
 */
export async function claimConsents(db: Db, userId: string, now: Date): Promise<boolean> {
  const spent = await db
    .deleteFrom('guardian_consents')
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .returning('id')
    .execute();
  return spent.length > 0;
}

/** Minors whose guardian never answered: nothing of theirs is kept. */
export async function deleteExpiredConsents(db: Db, now: Date) {
  await db
    .deleteFrom('users')
    .where('status', '=', 'pending_consent')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('guardian_consents')
            .select('guardian_consents.id')
            .whereRef('guardian_consents.user_id', '=', 'users.id')
            .where('guardian_consents.expires_at', '>', now),
        ),
      ),
    )
    .execute();
}
