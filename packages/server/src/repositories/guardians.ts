import { randomUUID } from 'node:crypto';
import {
  isMinor,
  type ChildSettingsChange,
  type GuardianAction,
  type GuardianAuditState,
} from '@ic/domain';
import type { Db } from '../db/database.ts';
import { matchesHash, randomToken, sha256 } from '../security/tokens.ts';

const MINUTE = 60_000;
/** A mailed sign-in link works once, this long. */
export const GUARDIAN_LINK_TTL_MS = 30 * MINUTE;
/** A guardian session unused this long ends. */
export const GUARDIAN_SESSION_IDLE_MS = 120 * MINUTE;
/** A guardian session ends this long after sign-in, however active. */
export const GUARDIAN_SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = MINUTE;

export interface Guardian {
  id: string;
  email: string;
}

/** Links a child to the guardian known by `email` (lower-cased), creating the guardian if new. */
export async function linkChild(db: Db, guardianEmail: string, childId: string): Promise<void> {
  const email = guardianEmail.toLowerCase();
  const guardian = await db
    .insertInto('guardians')
    .values({ id: randomUUID(), email })
    // A no-op update, so the existing row's id comes back too.
    .onConflict((oc) => oc.column('email').doUpdateSet({ email }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('guardian_children')
    .values({ guardian_id: guardian.id, user_id: childId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function findGuardianByEmail(db: Db, email: string): Promise<Guardian | undefined> {
  return db
    .selectFrom('guardians')
    .select(['id', 'email'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** A single-use sign-in link; answers the token to mail (`<id>.<secret>`), of which only a hash is kept. */
export async function createGuardianLink(db: Db, guardianId: string, now: Date): Promise<string> {
  const id = randomUUID();
  const secret = randomToken();
  await db
    .insertInto('guardian_links')
    .values({
      id,
      guardian_id: guardianId,
      token_hash: sha256(secret),
      created_at: now,
      expires_at: new Date(now.getTime() + GUARDIAN_LINK_TTL_MS),
      used_at: null,
    })
    .execute();
  return `${id}.${secret}`;
}

/**
 * Spends the link a token names if its secret matches and it is unused and unexpired (one
 * conditional UPDATE, so two tabs racing with one link cannot both win). Answers the guardian,
 * or undefined for anything expired, used or forged, having changed nothing.
 */
export async function claimGuardianLink(
  db: Db,
  token: string,
  now: Date,
): Promise<Guardian | undefined> {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length > 0) return undefined;
  const row = await db
    .selectFrom('guardian_links')
    .select('token_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !matchesHash(secret, row.token_hash)) return undefined;
  const claimed = await db
    .updateTable('guardian_links')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('guardian_id')
    .executeTakeFirst();
  if (!claimed) return undefined;
  return db
    .selectFrom('guardians')
    .select(['id', 'email'])
    .where('id', '=', claimed.guardian_id)
    .executeTakeFirst();
}

export interface NewGuardianSession {
  /** The cookie value; only its hash is stored. */
  secret: string;
  id: string;
  expiresAt: Date;
}

export async function createGuardianSession(
  db: Db,
  guardianId: string,
  now: Date,
): Promise<NewGuardianSession> {
  const secret = randomToken();
  const id = sha256(secret);
  const expiresAt = new Date(now.getTime() + GUARDIAN_SESSION_ABSOLUTE_MS);
  await db
    .insertInto('guardian_sessions')
    .values({
      id,
      guardian_id: guardianId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { secret, id, expiresAt };
}

/** The guardian whose live session the cookie value opens. */
export async function findGuardianSession(
  db: Db,
  secret: string,
  now: Date,
): Promise<Guardian | undefined> {
  const row = await db
    .selectFrom('guardian_sessions')
    .innerJoin('guardians', 'guardians.id', 'guardian_sessions.guardian_id')
    .select(['guardian_sessions.id', 'guardian_sessions.last_seen_at', 'guardians.email'])
    .select('guardians.id as guardian_id')
    .where('guardian_sessions.id', '=', sha256(secret))
    .where('guardian_sessions.expires_at', '>', now)
    .where(
      'guardian_sessions.last_seen_at',
      '>',
      new Date(now.getTime() - GUARDIAN_SESSION_IDLE_MS),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await db
      .updateTable('guardian_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', row.id)
      .execute();
  }
  return { id: row.guardian_id, email: row.email };
}

/** Ends the session a cookie value names, live or not. */
export async function deleteGuardianSession(db: Db, secret: string) {
  await db.deleteFrom('guardian_sessions').where('id', '=', sha256(secret)).execute();
}

export interface GuardedChild {
  id: string;
  name: string;
  username: string;
  email: string;
  dob: string;
  status: 'active' | 'pending_consent' | 'suspended';
}

/**
 * The children a guardian holds, oldest link first: minors only (the controls end at 18), and a
 * pending sign-up only while its consent request runs (after 7 days it is deleted, not decided).
 * A child that staff suspended stays: the guardian still sees it, sets its limits, may delete it.
 */
export async function childrenOf(
  db: Db,
  guardianId: string,
  now: Date,
  onlyChildId?: string,
): Promise<GuardedChild[]> {
  const rows = await db
    .selectFrom('guardian_children')
    .innerJoin('users', 'users.id', 'guardian_children.user_id')
    .select([
      'users.id',
      'users.name',
      'users.username',
      'users.email',
      'users.dob',
      'users.status',
    ])
    .where('guardian_children.guardian_id', '=', guardianId)
    .$if(onlyChildId !== undefined, (q) => q.where('users.id', '=', onlyChildId ?? ''))
    .where((eb) =>
      eb.or([
        eb('users.status', 'in', ['active', 'suspended']),
        eb.exists(
          eb
            .selectFrom('guardian_consents')
            .select('guardian_consents.id')
            .whereRef('guardian_consents.user_id', '=', 'users.id')
            .where('guardian_consents.expires_at', '>', now),
        ),
      ]),
    )
    .orderBy('guardian_children.created_at')
    .orderBy('users.id')
    .$narrowType<{ status: GuardedChild['status'] }>()
    .execute();
  return rows.filter((row) => isMinor(row.dob, now));
}

/** One child of this guardian, or undefined when it is not theirs (or no longer a child). */
export async function childOf(db: Db, guardianId: string, childId: string, now: Date) {
  const [child] = await childrenOf(db, guardianId, now, childId);
  return child;
}

export interface AuditEntry {
  guardianEmail: string;
  childId: string;
  action: GuardianAction;
  before: GuardianAuditState;
  after: GuardianAuditState;
}

export async function appendAudit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('guardian_audit')
    .values({
      guardian_email: entry.guardianEmail,
      child_user_id: entry.childId,
      action: entry.action,
      before: JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
      created_at: now,
    })
    .execute();
}

/** Everything recorded about a child, newest first. */
export function auditOf(db: Db, childId: string) {
  return db
    .selectFrom('guardian_audit')
    .select(['action', 'before', 'after', 'created_at', 'guardian_email'])
    .where('child_user_id', '=', childId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Housekeeping: spent or expired links and ended sessions serve no one. */
export async function deleteExpiredGuardianRows(db: Db, now: Date) {
  await db
    .deleteFrom('guardian_links')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
  await db
    .deleteFrom('guardian_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb('last_seen_at', '<=', new Date(now.getTime() - GUARDIAN_SESSION_IDLE_MS)),
      ]),
    )
    .execute();
}

/** Applies a guardian's change to a child's settings; fields left out keep their value. */
export async function saveChildSettings(
  db: Db,
  childId: string,
  change: ChildSettingsChange,
  now: Date,
): Promise<void> {
  const set = {
    ...(change.maxRating !== undefined && { max_rating: change.maxRating }),
    ...(change.dailyLimitMinutes !== undefined && {
      daily_limit_minutes: change.dailyLimitMinutes,
    }),
    ...(change.paused !== undefined && { paused: change.paused }),
    updated_at: now,
  };
  await db
    .insertInto('child_settings')
    .values({
      user_id: childId,
      max_rating: null,
      daily_limit_minutes: null,
      paused: false,
      ...set,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .execute();
}
