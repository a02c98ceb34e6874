import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * A version number per content list, bumped by a statement trigger on every change, so
 * `GET /character/getAll` can check its ETag (and its cache) with one primary-key read instead
 * of scanning 2,500 rows, on every instance sharing the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into content_versions (name) values ('characters')`.execute(db);
  await sql`
    create function bump_characters_version() returns trigger language plpgsql as $$
    begin
      update content_versions set version = version + 1, changed_at = now() where name = 'characters';
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger characters_version after insert or update or delete or truncate on characters
    for each statement execute function bump_characters_version()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists characters_version on characters`.execute(db);
  await sql`drop function if exists bump_characters_version()`.execute(db);
  await db.schema.dropTable('content_versions').ifExists().execute();
}
