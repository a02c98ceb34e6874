import { sql, type Kysely } from 'kysely';

/**
 * My list (issue 13): the comics and characters a signed-in reader keeps. One table for both
 * kinds, so the id cannot reference either; an entry whose comic or character is gone is left
 * out when the list is read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('my_list')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('comic', 'character')`))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('my_list_pk', ['user_id', 'kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('my_list').ifExists().execute();
}
