import { describe, expect, it } from 'vitest';
import { CORE_CHARACTERS } from '../../../src/content/sample/characters/index.ts';
import { COMICS } from '../../../src/content/sample/comics/index.ts';
import {
  CHARACTER_TOTAL,
  EARLY_ACCESS_DAYS,
  sampleContent,
} from '../../../src/content/sample/index.ts';

const SEEDED = new Date('2026-11-24T10:00:00.000Z');
const DAY_MS = 86_400_000;
const sample = sampleContent(SEEDED);

const chaptersOf = (comicId: string) =>
  sample.chapters.filter((c) => c.comicId === comicId).sort((a, b) => a.number - b.number);

describe('the sample world', () => {
  it('holds the promised amounts of content', () => {
    expect(sample.characters).toHaveLength(CHARACTER_TOTAL);
    expect(CHARACTER_TOTAL).toBeGreaterThanOrEqual(2500);
    expect(sample.comics.length).toBeGreaterThanOrEqual(20);
    expect(sample.blogs.length).toBeGreaterThanOrEqual(20);
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

  it('lists the hand-written core first, in the order they were written', () => {
    const first = sample.characters.slice(0, CORE_CHARACTERS.length);
    expect(first.map((c) => c.originalName)).toEqual(CORE_CHARACTERS.map((c) => c.name));
    expect(first.map((c) => c.rank)).toEqual(first.map((_, i) => i + 1));
  });

  it('is deterministic: the same seed gives the same content and ids', () => {
    expect(sampleContent(new Date(SEEDED))).toEqual(sample);
  });

  it('gives every row its own id', () => {
    for (const rows of [sample.characters, sample.comics, sample.chapters, sample.blogs]) {
      expect(new Set(rows.map((r) => r._id)).size).toBe(rows.length);
    }
  });
});

describe('the sample characters', () => {
  const names = sample.characters.map((c) => c.originalName);

  it('have unique names; the generated ones carry no numbers', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    // Only the hand-written core may number a name (an android's model: Tara-9).
    const generated = names.slice(CORE_CHARACTERS.length);
    expect(generated.filter((n) => /\d/.test(n))).toEqual([]);
  });

  it('have pronounceable names: words of letters, each with a vowel, no pile of consonants', () => {
    const unpronounceable = names
      .slice(CORE_CHARACTERS.length)
      .filter((name) =>
        name
          .split(/[\s-]+/)
          .some(
            (word) =>
              !/^[A-Z][a-z']*\.?$/.test(word) ||
              !/[aeiouy]/i.test(word) ||
              /[^aeiouy\s'-]{5}/i.test(word),
          ),
      );
    expect(unpronounceable).toEqual([]);
  });

  it('each have a universe, a faction, an alignment and three powers', () => {
    for (const c of sample.characters) {
      expect(c.universe, c.originalName).toBeTruthy();
      expect(c.faction, c.originalName).toBeTruthy();
      expect(['hero', 'middle', 'villain']).toContain(c.alignment);
      expect(c.powers, c.originalName).toHaveLength(3);
    }
  });

  it('each appear in at least one chapter that exists (their first appearance)', () => {
    const chapterIds = new Set(sample.chapters.map((c) => c._id));
    const seen = new Set(sample.appearances.map((a) => a.characterId));
    for (const a of sample.appearances) expect(chapterIds.has(a.chapterId)).toBe(true);
    expect(sample.characters.filter((c) => !seen.has(c._id))).toEqual([]);
  });

  it('are connected mutually: every connection is listed on both characters', () => {
    const inverse = {
      ally: 'ally',
      rival: 'rival',
      family: 'family',
      mentor: 'student',
      student: 'mentor',
    };
    const rows = new Set(sample.connections.map((c) => `${c.characterId}>${c.otherId}:${c.kind}`));
    for (const c of sample.connections) {
      expect(rows.has(`${c.otherId}>${c.characterId}:${inverse[c.kind]}`), JSON.stringify(c)).toBe(
        true,
      );
    }
  });

  it('are connected to characters that exist, never to themselves, once a pair and kind', () => {
    const ids = new Set(sample.characters.map((c) => c._id));
    for (const c of sample.connections) {
      expect(ids.has(c.characterId)).toBe(true);
      expect(ids.has(c.otherId)).toBe(true);
      expect(c.otherId).not.toBe(c.characterId);
    }
    const keys = sample.connections.map((c) => `${c.characterId}>${c.otherId}:${c.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('have allies, rivals, mentors and family among them; most have someone', () => {
    const kinds = new Set(sample.connections.map((c) => c.kind));
    expect(kinds).toEqual(new Set(['ally', 'rival', 'mentor', 'student', 'family']));
    const linked = new Set(sample.connections.map((c) => c.characterId));
    expect(linked.size / sample.characters.length).toBeGreaterThan(0.9);
  });
});

describe('the sample comics', () => {
  it('each have a synopsis, genres, a status, creators and 4 to 12 chapters', () => {
    for (const comic of sample.comics) {
      const own = chaptersOf(comic._id);
      expect(own.length, comic.title).toBeGreaterThanOrEqual(4);
      expect(own.length, comic.title).toBeLessThanOrEqual(12);
      expect(own.map((c) => c.number)).toEqual(own.map((_, i) => i + 1));
      expect(comic.synopsis.length, comic.title).toBeGreaterThan(40);
      expect(comic.synopsis, comic.title).not.toMatch(/[{}]/);
      expect(comic.genres.length, comic.title).toBeGreaterThan(0);
      expect(['ongoing', 'complete']).toContain(comic.status);
      expect(comic.creators.map((c) => c.role)).toEqual([
        'writer',
        'artist',
        'colourist',
        'letterer',
      ]);
    }
    const statuses = new Set(sample.comics.map((c) => c.status));
    expect(statuses).toEqual(new Set(['ongoing', 'complete']));
  });

  it('name the characters in every chapter, its leads in each', () => {
    for (const chapter of sample.chapters) {
      const leads = sample.appearances.filter(
        (a) => a.chapterId === chapter._id && a.role === 'lead',
      );
      expect(leads.map((a) => a.position).sort(), chapter.title).toEqual([0, 1, 2]);
    }
  });

  it('opens the first chapter of every comic to everyone and keeps later ones for members', () => {
    for (const comic of sample.comics) {
      const own = chaptersOf(comic._id);
      expect(own[0]?.access, comic.title).toBe('free');
      for (const later of own.slice(1)) expect(later.access, later.title).not.toBe('free');
    }
  });

  it('makes the newest chapter of two ongoing comics early access for a week from seeding', () => {
    const early = sample.chapters.filter((c) => c.access === 'early');
    const weekLater = new Date(SEEDED.getTime() + EARLY_ACCESS_DAYS * DAY_MS).toISOString();
    const comicOf = (id: string) => sample.comics.find((k) => k._id === id);
    expect(early.map((c) => comicOf(c.comicId)?.title)).toEqual([
      'Rise of the Eternal Storm',
      'Night Watch: Mayapuri',
    ]);
    for (const chapter of early) {
      expect(comicOf(chapter.comicId)?.status).toBe('ongoing');
      expect(chapter.publicAt).toBe(weekLater);
      const newest = Math.max(...chaptersOf(chapter.comicId).map((c) => c.number));
      expect(chapter.number).toBe(newest);
    }
    expect(
      sample.chapters.filter((c) => c.access !== 'early').every((c) => c.publicAt === null),
    ).toBe(true);
  });

  it('rates a few comics PG and a few T, the rest G', () => {
    const ratings = sample.comics.map((c) => c.rating);
    expect(ratings.filter((r) => r === 'PG').length).toBeGreaterThanOrEqual(2);
    expect(ratings.filter((r) => r === 'T').length).toBeGreaterThanOrEqual(2);
    expect(ratings).toContain('G');
  });

  it('are written with as many chapter scripts as they have chapters', () => {
    expect(COMICS.map((c) => c.chapters.length)).toEqual(
      sample.comics.map((c) => chaptersOf(c._id).length),
    );
  });
});

describe('the sample articles', () => {
  const comicIds = new Set(sample.comics.map((c) => c._id));
  const characterIds = new Set(sample.characters.map((c) => c._id));

  it('come in several lengths, in sections with headings and a picture each', () => {
    const lengths = sample.blogs.map((b) => b.news.length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeGreaterThanOrEqual(2);
    for (const blog of sample.blogs) {
      expect(
        blog.news.slice(1).some((n) => n.heading),
        blog.title,
      ).toBe(true);
      const images = blog.news.map((n) => n.imageUrl);
      expect(new Set([blog.coverImageUrl, ...images]).size, blog.title).toBe(images.length + 1);
    }
  });

  it('name the comic or character they discuss, and it exists', () => {
    const about = sample.blogs.filter((b) => b.comicId || b.characterId);
    expect(about.length).toBeGreaterThanOrEqual(12);
    for (const blog of about) {
      if (blog.comicId) expect(comicIds.has(blog.comicId), blog.title).toBe(true);
      if (blog.characterId) expect(characterIds.has(blog.characterId), blog.title).toBe(true);
    }
  });
});

describe('the sample dates', () => {
  const today = SEEDED.toISOString().slice(0, 10);

  it('count back from the seeding day, so a fresh install is current', () => {
    const released = sample.chapters.map((c) => c.releaseDate ?? '');
    expect(released.every((d) => d <= today)).toBe(true);
    const newest = released.sort().at(-1) ?? '';
    expect(SEEDED.getTime() - Date.parse(newest)).toBeLessThan(14 * DAY_MS);
    const posted = sample.blogs.map((b) => Date.parse(b.createdAt));
    expect(Math.max(...posted)).toBeLessThanOrEqual(SEEDED.getTime());
    expect(SEEDED.getTime() - Math.max(...posted)).toBeLessThan(7 * DAY_MS);
    for (const comic of sample.comics) expect(comic.createdAt <= SEEDED.toISOString()).toBe(true);
  });

  it('move with the seeding day, keeping their distance from it', () => {
    const later = sampleContent(new Date(SEEDED.getTime() + 30 * DAY_MS));
    const shift = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / DAY_MS;
    sample.chapters.forEach((c, i) =>
      expect(shift(c.releaseDate ?? '', later.chapters[i]?.releaseDate ?? '')).toBe(30),
    );
    const dated: { createdAt: string }[][][] = [
      [sample.blogs, later.blogs],
      [sample.jobs, later.jobs],
      [sample.comics, later.comics],
    ];
    for (const [before = [], after = []] of dated)
      before.forEach((row, i) => expect(shift(row.createdAt, after[i]?.createdAt ?? '')).toBe(30));
    // Support Us events move; the About Us history stays where it happened.
    sample.timeline.forEach((t, i) =>
      expect(shift(t.eventDate, later.timeline[i]?.eventDate ?? '')).toBe(
        t.category === 'About Us' ? 0 : 30,
      ),
    );
  });
});
