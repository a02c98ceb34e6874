import { sql, type Kysely } from 'kysely';

/**
 * The reader's language on the account (issue 19), set by the language switch while signed in,
 * so mail (reset, guardian consent, receipts) can be written in it. English until chosen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'hi')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
