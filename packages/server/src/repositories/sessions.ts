import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { randomToken, sha256 } from '../security/tokens.ts';
import type { UserRow } from './users.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A session unused this long ends (ASVS idle timeout). */
export const SESSION_IDLE_MS = 7 * DAY;
/** A member of staff's session ends sooner: a forgotten studio tab holds more power. */
export const STAFF_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** A session ends this long after sign-in, however active (absolute timeout). */
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** A member of staff's session left idle past STAFF_SESSION_IDLE_MS. */
function staffIdle(eb: ExpressionBuilder<Database, 'sessions'>, now: Date) {
  return eb.and([
    eb('sessions.last_seen_at', '<=', new Date(now.getTime() - STAFF_SESSION_IDLE_MS)),
    eb.exists(
      eb
        .selectFrom('staff_roles')
        .select('staff_roles.user_id')
        .whereRef('staff_roles.user_id', '=', 'sessions.user_id'),
    ),
  ]);
}

export interface NewSession {
  /** The cookie value; only its hash is stored. */
  sid: string;
  /** The bearer token; only its hash is stored. */
  token: string;
  id: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: string, now: Date): Promise<NewSession> {
  const sid = randomToken();
  const token = randomToken();
  const id = sha256(sid);
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db
    .insertInto('sessions')
    .values({
      id,
      token_hash: sha256(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { sid, token, id, expiresAt };
}

export interface ActiveSession {
  id: string;
  user: UserRow;
}

/** The live session a cookie value or bearer token belongs to, with its (active) user. */
export async function findActiveSession(
  db: Db,
  credential: { sid: string } | { token: string },
  now: Date,
): Promise<ActiveSession | undefined> {
  const [column, secret] =
    'sid' in credential
      ? (['sessions.id', credential.sid] as const)
      : (['sessions.token_hash', credential.token] as const);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_seen_at'])
    .where(column, '=', sha256(secret))
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', new Date(now.getTime() - SESSION_IDLE_MS))
    .where((eb) => eb.not(staffIdle(eb, now)))
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id: id, last_seen_at: lastSeen, ...user } = row;
  if (now.getTime() - lastSeen.getTime() > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }
  return { id, user };
}

export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Housekeeping: expired rows serve no one. */
export async function deleteExpiredSessions(db: Db, now: Date) {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb('last_seen_at', '<=', new Date(now.getTime() - SESSION_IDLE_MS)),
        staffIdle(eb, now),
      ]),
    )
    .execute();
}
