import { randomUUID } from 'node:crypto';
import type { Language, UserRecord } from '@ic/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable, UserStatus } from '../db/tables/accounts.ts';

export type UserRow = Selectable<UsersTable>;

/** The signed-in user as request handlers see it. */
export interface AuthUser {
  id: string;
  email: string;
  username: string;
  name: string;
  newsLetter: boolean;
  /** YYYY-MM-DD: whether the user is a child is decided on the server's clock, per request. */
  dob: string;
}

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    newsLetter: row.news_letter,
    dob: row.dob,
  };
}

export function toUserRecord(row: UserRow): UserRecord {
  const record: UserRecord = {
    name: row.name,
    username: row.username,
    email: row.email,
    newsLetter: row.news_letter,
    // The account's language, once it has one: the app switches to it after a login.
    ...(row.language !== null && { language: row.language }),
  };
  // A hidden avatar is left out: the site shows the default one.
  return row.avatar && row.avatar_hidden_reason === null
    ? { ...record, avatar: row.avatar }
    : record;
}

export interface NewUser {
  email: string;
  username: string;
  name: string;
  dob: string;
  passwordHash: string;
  newsLetter: boolean;
  status: UserStatus;
  /** The language the account was made in (a signup's request); none for a staff invite. */
  language?: Language | null;
}

export async function insertUser(db: Db, user: NewUser, now: Date): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: user.email,
      username: user.username,
      name: user.name,
      dob: user.dob,
      password_hash: user.passwordHash,
      news_letter: user.newsLetter,
      avatar: null,
      status: user.status,
      language: user.language ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the email or username is taken by anyone but `exceptUserId`. */
export async function takenFields(
  db: Db,
  fields: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'username'])
    .where((eb) =>
      eb.or([
        eb('email', '=', fields.email?.toLowerCase() ?? ''),
        eb(sql<string>`lower(username)`, '=', fields.username?.toLowerCase() ?? ''),
      ]),
    )
    .$if(exceptUserId !== undefined, (q) => q.where('id', '!=', exceptUserId ?? ''))
    .execute();
  return {
    email: rows.some((r) => fields.email !== undefined && r.email === fields.email.toLowerCase()),
    username: rows.some(
      (r) =>
        fields.username !== undefined && r.username.toLowerCase() === fields.username.toLowerCase(),
    ),
  };
}

export type ProfileChanges = Partial<
  Pick<UserRow, 'name' | 'dob' | 'username' | 'avatar' | 'news_letter' | 'language'>
>;

export async function updateUser(db: Db, id: string, changes: ProfileChanges, now: Date) {
  // A new avatar is not the one a moderator hid.
  const unhide = changes.avatar !== undefined && { avatar_hidden_reason: null };
  return db
    .updateTable('users')
    .set({ ...changes, ...unhide, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string, now: Date) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function activateUser(db: Db, id: string, now: Date) {
  await db
    .updateTable('users')
    .set({ status: 'active', updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Removes the user; sessions, tokens, consents, feedback and every table referencing users cascade. */
export async function deleteUser(db: Db, id: string) {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Suspends or reinstates an account; answers whether it was in `from` (else nothing changed). */
export async function changeStatus(
  db: Db,
  id: string,
  from: UserStatus,
  to: UserStatus,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .updateTable('users')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accounts whose email or username starts with `q` (any case), exact matches first; at most 20. */
export async function searchUsers(db: Db, q: string): Promise<UserRow[]> {
  const needle = q.toLowerCase();
  const prefix = `${escapeLike(needle)}%`;
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([eb('email', 'like', prefix), eb(sql<string>`lower(username)`, 'like', prefix)]),
    )
    .orderBy(sql`case when email = ${needle} or lower(username) = ${needle} then 0 else 1 end`)
    .orderBy('email')
    .limit(20)
    .execute();
}
