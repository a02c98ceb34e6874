import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Content: characters, comics and chapters, blogs, careers, the Support Us timeline, teams and stored media. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const jsonList = sql`'[]'::jsonb`;
  const now = sql`now()`;
  await db.schema
    .createTable('characters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('alignment', 'text', (c) =>
      c.notNull().check(sql`alignment in ('hero', 'middle', 'villain')`),
    )
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('known_as', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('powers', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('weapon', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('height', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('age', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('species', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birth_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('eyes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hair', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place_of_origin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('universe', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('family', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('friends', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('enemies', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('group_affiliations', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('creator', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('origin_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('origin_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('story_line_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('story_line_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('main_image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('main_landscape_image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('power1_image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('power2_image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('power3_image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Sorted browsing (A to Z, Z to A) walks this index; the id breaks ties between equal names.
  await db.schema
    .createIndex('characters_search_name_idx')
    .on('characters')
    .columns(['search_name', 'id'])
    .execute();
  await db.schema.createIndex('characters_rank_idx').on('characters').column('rank').execute();

  await db.schema
    .createTable('comics')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover_img', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('released_year', 'integer', (c) => c.notNull())
    .addColumn('authors', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('synopsis', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('chapters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('comic_id', 'text', (c) => c.notNull().references('comics.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('chap_pdf', 'text', (c) => c.notNull())
    .addColumn('chap_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('release_date', 'text')
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chapters_comic_idx')
    .on('chapters')
    .columns(['comic_id', 'number'])
    .execute();

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('general', 'foundation', 'ic')`),
    )
    .addColumn('cover_image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('news', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('blogs_category_created_idx')
    .on('blogs')
    .columns(['category', 'created_at'])
    .execute();
  await db.schema.createIndex('blogs_created_idx').on('blogs').column('created_at').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('jobtitle', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('jobtypes', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('tasks', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('skills', 'jsonb', (c) => c.notNull().defaultTo(jsonList))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('portfolio_url', 'text')
    .addColumn('cover_letter', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('job_applications_job_idx')
    .on('job_applications')
    .column('job_id')
    .execute();

  await db.schema
    .createTable('timeline_stories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('teams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('team_members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('team_members_team_idx')
    .on('team_members')
    .columns(['team_id', 'position'])
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('body', 'bytea', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'media',
    'team_members',
    'teams',
    'timeline_stories',
    'job_applications',
    'jobs',
    'blogs',
    'chapters',
    'comics',
    'characters',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
