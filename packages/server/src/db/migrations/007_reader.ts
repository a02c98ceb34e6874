import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * The reader (issue 12): each chapter page's size as an image (the images themselves live in
 * `media`), and where each signed-in reader is in each chapter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chapter_pages')
    .addColumn('chapter_id', 'text', (c) =>
      c.notNull().references('chapters.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number >= 1`))
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    // The PDF the page was measured from: a chapter given another file is measured again.
    .addColumn('pdf_path', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chapter_pages_pk', ['chapter_id', 'number'])
    .execute();

  await db.schema
    .createTable('reading_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chapter_id', 'text', (c) =>
      c.notNull().references('chapters.id').onDelete('cascade'),
    )
    .addColumn('page', 'integer', (c) => c.notNull().check(sql`page >= 1`))
    .addColumn('page_count', 'integer', (c) => c.notNull().check(sql`page_count >= 1`))
    .addColumn('finished', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('client_updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('reading_progress_pk', ['user_id', 'chapter_id'])
    .execute();
  // The "Continue reading" row reads a user's newest entries first.
  await db.schema
    .createIndex('reading_progress_user_recent')
    .on('reading_progress')
    .columns(['user_id', 'client_updated_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reading_progress').ifExists().execute();
  await db.schema.dropTable('chapter_pages').ifExists().execute();
}
