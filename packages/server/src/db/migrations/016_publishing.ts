import { sql, type Kysely } from 'kysely';

// Publishing (issue 18, the editor's comics and chapters). Comics already have a `status`
// (ongoing or complete), so the publishing state is `publication`: a draft is seen only in the
// studio, a scheduled row turns published at `publish_at` (the scheduled-publishing job), and
// everything stored before, seeded or imported is published.

const PUBLICATION = sql`publication in ('draft', 'published', 'scheduled')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['comics', 'chapters']) {
    await db.schema
      .alterTable(table)
      .addColumn('publication', 'text', (c) =>
        c.notNull().defaultTo('published').check(PUBLICATION),
      )
      .addColumn('publish_at', 'timestamptz')
      .execute();
  }
  await db.schema
    .alterTable('chapters')
    // False while the studio's job makes an uploaded chapter's page images ("processing").
    .addColumn('pages_ready', 'boolean', (c) => c.notNull().defaultTo(true))
    // Whether the followers hear of it when it goes out (the editor's choice at publishing).
    .addColumn('notify_followers', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // The job looks for scheduled rows whose time came.
  for (const table of ['comics', 'chapters']) {
    await db.schema
      .createIndex(`${table}_scheduled_idx`)
      .on(table)
      .column('publish_at')
      .where(sql.ref('publication'), '=', 'scheduled')
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['comics', 'chapters']) {
    await db.schema.dropIndex(`${table}_scheduled_idx`).execute();
  }
  await db.schema
    .alterTable('chapters')
    .dropColumn('notify_followers')
    .dropColumn('pages_ready')
    .execute();
  for (const table of ['comics', 'chapters']) {
    await db.schema.alterTable(table).dropColumn('publish_at').dropColumn('publication').execute();
  }
}
