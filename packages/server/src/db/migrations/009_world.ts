import { sql, type Kysely } from 'kysely';

const jsonList = sql`'[]'::jsonb`;

/**
 * A world worth exploring: characters get a faction and connections (mutual: a row each way),
 * chapters the characters who appear in them (leads, support, cameos), comics their genres,
 * status and creators, and blogs the comic or character they are about.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('characters')
    .addColumn('faction', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('characters_alignment_rank_idx')
    .on('characters')
    .columns(['alignment', 'rank'])
    .execute();

  await db.schema
    .createTable('character_connections')
    .addColumn('character_id', 'text', (c) =>
      c.notNull().references('characters.id').onDelete('cascade'),
    )
    .addColumn('other_id', 'text', (c) =>
      c.notNull().references('characters.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('ally', 'rival', 'mentor', 'student', 'family')`),
    )
    .addPrimaryKeyConstraint('character_connections_pk', ['character_id', 'other_id', 'kind'])
    .addCheckConstraint('character_connections_not_self', sql`character_id <> other_id`)
    .execute();
  await db.schema
    .createIndex('character_connections_other_idx')
    .on('character_connections')
    .column('other_id')
    .execute();

  await db.schema
    .createTable('chapter_characters')
    .addColumn('chapter_id', 'text', (c) =>
      c.notNull().references('chapters.id').onDelete('cascade'),
    )
    .addColumn('character_id', 'text', (c) =>
      c.notNull().references('characters.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('lead', 'support', 'cameo')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chapter_characters_pk', ['chapter_id', 'character_id'])
    .execute();
  await db.schema
    .createIndex('chapter_characters_character_idx')
    .on('chapter_characters')
    .column('character_id')
    .execute();

  await db.schema
    .alterTable('comics')
    .addColumn('genres', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('complete')
        .check(sql`status in ('ongoing', 'complete')`),
    )
    .addColumn('creators', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .execute();

  await db.schema
    .alterTable('blogs')
    .addColumn('comic_id', 'text', (c) => c.references('comics.id').onDelete('set null'))
    .addColumn('character_id', 'text', (c) => c.references('characters.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blogs').dropColumn('character_id').dropColumn('comic_id').execute();
  await db.schema
    .alterTable('comics')
    .dropColumn('creators')
    .dropColumn('status')
    .dropColumn('genres')
    .execute();
  await db.schema.dropTable('chapter_characters').ifExists().execute();
  await db.schema.dropTable('character_connections').ifExists().execute();
  await db.schema.dropIndex('characters_alignment_rank_idx').ifExists().execute();
  await db.schema.alterTable('characters').dropColumn('faction').execute();
}
