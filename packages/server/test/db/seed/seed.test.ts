import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_CHARACTERS } from '../../../src/db/seed/characters/index.ts';
import { CHARACTER_TOTAL, seedCharacters, seedComics } from '../../../src/db/seed/content.ts';
import { seedIfEmpty } from '../../../src/db/seed/index.ts';
import { buildTestApp } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
});
afterAll(() => app.close());

const count = async (
  table: 'characters' | 'comics' | 'chapters' | 'blogs' | 'jobs' | 'timeline_stories' | 'teams',
) => {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('the content seed', () => {
  it('holds the promised amounts of content', async () => {
    expect(await count('characters')).toBe(CHARACTER_TOTAL);
    expect(CHARACTER_TOTAL).toBeGreaterThanOrEqual(2500);
    expect(await count('comics')).toBeGreaterThanOrEqual(8);
    expect(await count('chapters')).toBeGreaterThanOrEqual(24);
    expect(await count('blogs')).toBeGreaterThanOrEqual(12);
    expect(await count('jobs')).toBeGreaterThanOrEqual(8);
    expect(await count('timeline_stories')).toBeGreaterThanOrEqual(6);
    expect(await count('teams')).toBe(4);
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

  it('starts with about 30 hand-written characters across heroes, middle and villains', () => {
    expect(CORE_CHARACTERS.length).toBeGreaterThanOrEqual(30);
    const sides = new Set(CORE_CHARACTERS.map((c) => c.alignment));
    expect(sides).toEqual(new Set(['hero', 'middle', 'villain']));
    for (const c of CORE_CHARACTERS) expect(c.about.length, c.name).toBeGreaterThan(120);
  });

  it('gives every comic at least 3 chapters', async () => {
    const rows = await app.db
      .selectFrom('chapters')
      .select(['comic_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('comic_id')
      .execute();
    expect(rows).toHaveLength(await count('comics'));
    expect(rows.every((r) => Number(r.n) >= 3)).toBe(true);
  });

  it('is deterministic: the same seed gives the same content and ids', () => {
    expect(seedCharacters(200)).toEqual(seedCharacters(200));
    expect(seedComics()).toEqual(seedComics());
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await count('characters');
    expect(await seedIfEmpty(app.db, { seed: true })).toBeNull();
    expect(await count('characters')).toBe(before);
  });

  it('does nothing when seeding is switched off', async () => {
    expect(await seedIfEmpty(app.db, { seed: false })).toBeNull();
  });
});
