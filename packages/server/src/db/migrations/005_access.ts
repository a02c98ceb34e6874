import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Who may read what: a rating per comic, an access level per chapter (free, members, or early
 * with the instant it turns free), a guardian's limits per child, and the reading time counted
 * for those limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('comics')
    .addColumn('rating', 'text', (c) =>
      c
        .notNull()
        .defaultTo('G')
        .check(sql`rating in ('G', 'PG', 'T')`),
    )
    .execute();
  await db.schema
    .alterTable('chapters')
    .addColumn('access', 'text', (c) =>
      c
        .notNull()
        .defaultTo('free')
        .check(sql`access in ('free', 'members', 'early')`),
    )
    .addColumn('public_at', 'timestamptz')
    .execute();
  await sql`alter table chapters add constraint chapters_early_has_date
    check (access <> 'early' or public_at is not null)`.execute(db);

  await db.schema
    .createTable('child_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('max_rating', 'text', (c) => c.check(sql`max_rating in ('G', 'PG', 'T')`))
    .addColumn('daily_limit_minutes', 'integer', (c) =>
      c.check(sql`daily_limit_minutes between 1 and 600`),
    )
    .addColumn('paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('reading_minutes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('reading_minutes_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('reading_clocks')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('chapter_id', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_counted_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('chapter_opens')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chapter_id', 'text', (c) =>
      c.notNull().references('chapters.id').onDelete('cascade'),
    )
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('chapter_opens_user_time')
    .on('chapter_opens')
    .columns(['user_id', 'opened_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chapter_opens', 'reading_clocks', 'reading_minutes', 'child_settings'])
    await db.schema.dropTable(table).ifExists().execute();
  await sql`alter table chapters drop constraint if exists chapters_early_has_date`.execute(db);
  await db.schema.alterTable('chapters').dropColumn('public_at').dropColumn('access').execute();
  await db.schema.alterTable('comics').dropColumn('rating').execute();
}
