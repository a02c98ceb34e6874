import { sql, type Kysely } from 'kysely';

/**
 * Follows (issue 14): the series a signed-in reader follows, and when each chapter was published,
 * so "New for you" and the new-chapter mail know what is new. Chapters already stored count as
 * published on their release day (or now when they have none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('comic_id', 'text', (c) => c.notNull().references('comics.id').onDelete('cascade'))
    .addColumn('followed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'comic_id'])
    .execute();
  // The new-chapter mail reads a comic's followers.
  await db.schema.createIndex('follows_comic_idx').on('follows').column('comic_id').execute();

  await db.schema
    .alterTable('chapters')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update chapters set published_at = release_date::timestamptz where release_date is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chapters').dropColumn('published_at').execute();
  await db.schema.dropTable('follows').ifExists().execute();
}
