import { sql, type Kysely } from 'kysely';

/**
 * Every table a public answer is built from bumps its area's row in content_versions (one
 * statement trigger per table, in the writer's transaction), so each instance's cache of public
 * answers knows from one small read that something changed, whoever wrote it: the API, the
 * import command or an editor in psql. 004 did this for characters alone.
 */
const AREAS: Record<string, string[]> = {
  characters: ['characters'],
  comics: ['comics', 'chapters'],
  blogs: ['blogs'],
  careers: ['jobs'],
  timeline: ['timeline_stories'],
  teams: ['teams', 'team_members'],
  // The Support page's statistics and contributors: paid donation orders and their names.
  support: ['orders', 'payments', 'donations'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger characters_version on characters`.execute(db);
  await sql`drop function bump_characters_version()`.execute(db);
  await sql`
    create function bump_content_version() returns trigger language plpgsql as $$
    begin
      update content_versions set version = version + 1, changed_at = now() where name = tg_argv[0];
      return null;
    end
    $$
  `.execute(db);
  for (const [area, tables] of Object.entries(AREAS)) {
    await sql`insert into content_versions (name) values (${area}) on conflict do nothing`.execute(
      db,
    );
    for (const table of tables) {
      await sql`
        create trigger ${sql.id(`${table}_content_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_content_version(${sql.lit(area)})
      `.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [area, tables] of Object.entries(AREAS)) {
    for (const table of tables) {
      await sql`drop trigger if exists ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    if (area !== 'characters')
      await sql`delete from content_versions where name = ${area}`.execute(db);
  }
  await sql`drop function if exists bump_content_version()`.execute(db);
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
