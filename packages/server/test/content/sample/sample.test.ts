import { describe, expect, it } from 'vitest';
import { CORE_CHARACTERS } from '../../../src/content/sample/characters/index.ts';
import {
  backdropOf,
  CHARACTER_TOTAL,
  sampleCharacters,
  sampleComics,
  sampleContent,
} from '../../../src/content/sample/index.ts';

describe('the sample world', () => {
  it('holds the promised amounts of content', () => {
    const sample = sampleContent();
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
    expect(sampleComics()).toEqual(sampleComics());
  });

  it('gives every row its own id', () => {
    const sample = sampleContent();
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
});
