import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { matchesHash, randomToken, sha256 } from '../security/tokens.ts';

/** A reset link works this long (ASVS: short-lived). */
export const RESET_TTL_MS = 30 * 60 * 1000;

export async function createReset(db: Db, userId: string, now: Date, ttlMs = RESET_TTL_MS) {
  const id = randomUUID();
  const token = randomToken();
  await db
    .insertInto('password_resets')
    .values({
      id,
      user_id: userId,
      token_hash: sha256(token),
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
      used_at: null,
    })
    .execute();
  return { id, token };
}

/**
 * Claims the reset `id` if `token` matches and it is unused and unexpired; the claim is one
 * conditional UPDATE, so two requests racing with the same link cannot both win.
 * Answers the user id, or undefined.
 */
export async function claimReset(db: Db, id: string, token: string, now: Date) {
  const row = await db
    .selectFrom('password_resets')
    .select(['token_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !matchesHash(token, row.token_hash)) return undefined;
  const claimed = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return claimed?.user_id;
}

/** After a reset, every other outstanding link for the user stops working too. */
export async function retireResets(db: Db, userId: string, now: Date) {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteExpiredResets(db: Db, now: Date) {
  await db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
}
