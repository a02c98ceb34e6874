import os from 'node:os';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(os.tmpdir());
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  await migrator.migrateTo('015_studio');
  // Content stored before publishing existed: a comic and its chapter.
  await database.db
    .insertInto('comics')
    .values({
      id: 'a'.repeat(24),
      rank: 1,
      title: 'Before',
      cover_img: '',
      released_year: 2026,
      authors: '[]',
      synopsis: '',
    })
    .execute();
  await database.db
    .insertInto('chapters')
    .values({
      id: 'b'.repeat(24),
      comic_id: 'a'.repeat(24),
      number: 1,
      title: 'One',
      chap_pdf: '/media/chapters/x.pdf',
      chap_image: '',
      page_count: 3,
    })
    .execute();
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.db.destroy();
  await database.drop();
});

describe('migration 016_publishing', () => {
  it('publishes what was stored before, with its pages ready', async () => {
    const { db } = database;
    const comic = await db
      .selectFrom('comics')
      .select(['publication', 'publish_at'])
      .executeTakeFirstOrThrow();
    expect(comic).toEqual({ publication: 'published', publish_at: null });
    const chapter = await db
      .selectFrom('chapters')
      .select(['publication', 'publish_at', 'pages_ready', 'notify_followers'])
      .executeTakeFirstOrThrow();
    expect(chapter).toEqual({
      publication: 'published',
      publish_at: null,
      pages_ready: true,
      notify_followers: false,
    });
  });

  it('refuses a publication it does not know', async () => {
    await expect(
      database.db
        .updateTable('comics')
        .set({ publication: 'hidden' as never })
        .execute(),
    ).rejects.toThrow();
  });

  it('goes down and up again cleanly', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('015_studio');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({
      migrationName: '016_publishing',
      status: 'Success',
    });
    expect((await migrateToLatest(db))[0]).toBe('016_publishing');
  });
});
