import { sql, type Kysely } from 'kysely';

/**
 * An account's language is null until it has one (issue 19): a signup stores the language it was
 * made in, a first login the browser's, the language switch the reader's choice. 018 wrote 'en'
 * on every account, which could not tell "chose English" from "never chose": a Hindi reader's
 * first login would have switched the site to English. Those 'en' become null, and the next login
 * takes the browser's language (an English reader's stays English).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter column language drop not null`.execute(db);
  await sql`alter table users alter column language drop default`.execute(db);
  await sql`update users set language = null where language = 'en'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set language = 'en' where language is null`.execute(db);
  await sql`alter table users alter column language set default 'en'`.execute(db);
  await sql`alter table users alter column language set not null`.execute(db);
}
