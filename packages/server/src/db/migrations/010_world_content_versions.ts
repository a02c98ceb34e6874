import { sql, type Kysely } from 'kysely';

/**
 * 009's tables into the content versions of 008: a character's connections are part of its
 * answer, and a chapter's cast is part of the comics' answers (their casts) and of a
 * character's (where it appears, which /character/get/:id also watches the comics for).
 */
const TRIGGERS = [
  { table: 'character_connections', area: 'characters' },
  { table: 'chapter_characters', area: 'comics' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, area } of TRIGGERS) {
    await sql`
      create trigger ${sql.id(`${table}_content_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_content_version(${sql.lit(area)})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of TRIGGERS) {
    await sql`drop trigger if exists ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
}
