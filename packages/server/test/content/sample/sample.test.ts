import { describe, expect, it } from 'vitest';
import { CORE_CHARACTERS } from '../../../src/content/sample/characters/index.ts';
import {
  backdropOf,
  CHARACTER_TOTAL,
  EARLY_ACCESS_DAYS,
  sampleCharacters,
  sampleComics,
  sampleContent,
} from '../../../src/content/sample/index.ts';

const SEEDED = new Date('2026-11-24T10:00:00.000Z');

describe('the sample world', () => {
  it('holds the promised amounts of content', () => {
    const sample = sampleContent(SEEDED);
    expect(sample.characters).toHaveLength(CHARACTER_TOTAL);
    expect(CHARACTER_TOTAL).toBeGreaterThanOrEqual(2500);
    expect(sample.comics.length).toBeGreaterThanOrEqual(8);
    expect(sample.chapters.length).toBeGreaterThanOrEqual(24);
    expect(sample.blogs.length).toBeGreaterThanOrEqual(12);
    expect(sample.jobs.length).toBeGreaterThanOrEqual(8);
    expect(sample.timeline.length).toBeGreaterThanOrEqual(6);
    expect(sample.teams.map((t) => t.name)).toEqual([
      'UI/UX',
      'Development',
      'Marketing',
      'Content',
    ]);
  });

  it('starts with about 30 hand-written characters across heroes, middle and villains', () => {
    expect(CORE_CHARACTERS.length).toBeGreaterThanOrEqual(30);
    const sides = new Set(CORE_CHARACTERS.map((c) => c.alignment));
    expect(sides).toEqual(new Set(['hero', 'middle', 'villain']));
    for (const c of CORE_CHARACTERS) expect(c.about.length, c.name).toBeGreaterThan(120);
  });

  it('is deterministic: the same seed gives the same content and ids', () => {
    expect(sampleCharacters(200)).toEqual(sampleCharacters(200));
    expect(sampleComics(SEEDED)).toEqual(sampleComics(SEEDED));
  });

  it('gives every row its own id', () => {
    const sample = sampleContent(SEEDED);
    for (const rows of [sample.characters, sample.comics, sample.chapters, sample.blogs]) {
      expect(new Set(rows.map((r) => r._id)).size).toBe(rows.length);
    }
  });

  it('draws each universe against its own landscape, and any other universe against the city', () => {
    expect(backdropOf('Samudra Deep')).toEqual({
      scene: 'ocean',
      palette: ['#0077b6', '#00c49a'],
    });
    expect(backdropOf('Monsoon Isles')).toEqual({
      scene: 'city',
      palette: backdropOf('Trikaal').palette,
    });
  });

  it('opens the first chapter of every comic to everyone and keeps later ones for members', () => {
    const { comics, chapters } = sampleComics(SEEDED);
    for (const comic of comics) {
      const own = chapters.filter((c) => c.comicId === comic._id);
      expect(own[0]?.access, comic.title).toBe('free');
      for (const later of own.slice(1)) expect(later.access, later.title).not.toBe('free');
    }
  });

  it('makes the newest chapter of two ongoing comics early access for a week from seeding', () => {
    const { comics, chapters } = sampleComics(SEEDED);
    const early = chapters.filter((c) => c.access === 'early');
    const weekLater = new Date(SEEDED.getTime() + EARLY_ACCESS_DAYS * 86_400_000).toISOString();
    expect(early.map((c) => [comics.find((k) => k._id === c.comicId)?.title, c.title])).toEqual([
      ['Rise of the Eternal Storm', 'The Ashen Court'],
      ['Night Watch: Mayapuri', 'Tower of the Baron'],
    ]);
    for (const chapter of early) {
      expect(chapter.publicAt).toBe(weekLater);
      const newest = Math.max(
        ...chapters.filter((c) => c.comicId === chapter.comicId).map((c) => c.number),
      );
      expect(chapter.number).toBe(newest);
    }
    expect(chapters.filter((c) => c.access !== 'early').every((c) => c.publicAt === null)).toBe(
      true,
    );
  });

  it('rates a few comics PG and a few T, the rest G', () => {
    const ratings = sampleComics(SEEDED).comics.map((c) => c.rating);
    expect(ratings.filter((r) => r === 'PG').length).toBeGreaterThanOrEqual(2);
    expect(ratings.filter((r) => r === 'T').length).toBeGreaterThanOrEqual(2);
    expect(ratings).toContain('G');
  });
});
