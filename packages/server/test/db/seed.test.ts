import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARACTER_TOTAL, sampleContent } from '../../src/content/sample/index.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { buildTestApp, createTestDatabase } from '../helpers.ts';

let app: FastifyInstance;
const SEEDED = new Date('2026-11-24T10:00:00.000Z');

beforeAll(async () => {
  app = await buildTestApp({ seed: true, now: () => SEEDED });
});
afterAll(() => app.close());

const count = async (
  table:
    | 'characters'
    | 'character_connections'
    | 'comics'
    | 'chapters'
    | 'chapter_characters'
    | 'blogs'
    | 'jobs'
    | 'timeline_stories'
    | 'teams',
) => {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('the seeding transaction', () => {
  it('writes the whole sample world', async () => {
    const sample = sampleContent(SEEDED);
    expect(await count('characters')).toBe(CHARACTER_TOTAL);
    expect(await count('comics')).toBe(sample.comics.length);
    expect(await count('chapters')).toBe(sample.chapters.length);
    expect(await count('character_connections')).toBe(sample.connections.length);
    expect(await count('chapter_characters')).toBe(sample.appearances.length);
    expect(await count('blogs')).toBe(sample.blogs.length);
    expect(await count('jobs')).toBe(sample.jobs.length);
    expect(await count('timeline_stories')).toBe(sample.timeline.length);
    expect(await count('teams')).toBe(4);
    const members = await app.db.selectFrom('team_members').selectAll().execute();
    expect(members).toHaveLength(sample.teams.flatMap((t) => t.members).length);
  });

  it('fills every field of every character, with unique names', async () => {
    const rows = await app.db.selectFrom('characters').selectAll().execute();
    const empty = rows.flatMap((row) =>
      Object.entries(row)
        .filter(
          ([, value]) =>
            value === '' || value === null || (Array.isArray(value) && value.length === 0),
        )
        .map(([field]) => `${row.original_name}.${field}`),
    );
    expect(empty).toEqual([]);
    const names = new Set(rows.map((r) => r.search_name));
    expect(names.size).toBe(rows.length);
    expect(rows.every((r) => r.search_name === r.original_name.toLowerCase())).toBe(true);
    expect(rows.every((r) => r.powers.length === 3)).toBe(true);
  });

  it('gives every comic 4 to 12 chapters', async () => {
    const rows = await app.db
      .selectFrom('chapters')
      .select(['comic_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('comic_id')
      .execute();
    expect(rows).toHaveLength(await count('comics'));
    expect(rows.every((r) => Number(r.n) >= 4 && Number(r.n) <= 12)).toBe(true);
  });

  it('stores the access mix, with early access running a week from the seeding clock', async () => {
    const stored = await app.db
      .selectFrom('chapters')
      .select(['id', 'access', 'public_at'])
      .orderBy('id')
      .execute();
    const sample = sampleContent(SEEDED).chapters;
    expect(stored.map((c) => [c.id, c.access, c.public_at?.toISOString() ?? null])).toEqual(
      sample
        .map((c) => [c._id, c.access, c.publicAt])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    const ratings = await app.db.selectFrom('comics').select(['id', 'rating']).execute();
    expect(new Set(ratings.map((r) => r.rating))).toEqual(new Set(['G', 'PG', 'T']));
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await count('characters');
    expect(await seedIfEmpty(app.db, { seed: true }, SEEDED)).toBeNull();
    expect(await count('characters')).toBe(before);
  });

  it('does nothing when seeding is switched off', async () => {
    expect(await seedIfEmpty(app.db, { seed: false }, SEEDED)).toBeNull();
  });

  it('seeds once when two instances start together on an empty database', async () => {
    const database = await createTestDatabase('memory://');
    try {
      await migrateToLatest(database.db);
      const runs = await Promise.all([
        seedIfEmpty(database.db, { seed: true }, SEEDED),
        seedIfEmpty(database.db, { seed: true }, SEEDED),
      ]);
      expect(runs.filter((run) => run !== null)).toEqual([
        expect.objectContaining({ characters: CHARACTER_TOTAL, teams: 4 }),
      ]);
      const row = await database.db
        .selectFrom('characters')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(CHARACTER_TOTAL);
    } finally {
      await database.db.destroy();
      await database.drop();
    }
    // Two seedings of the whole world on one PGlite: seconds alone, far more on a loaded machine.
  }, 90_000);
});
