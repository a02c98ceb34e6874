import type { Chapter, Comic } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listChapters,
  listComics,
  upsertChapters,
  upsertComics,
} from '../../../src/repositories/comics.ts';
import { COMIC_NOT_FOUND } from '../../../src/routes/comics/index.ts';
import { INVALID_ID } from '../../../src/routes/content/schemas.ts';
import { buildTestApp } from '../../helpers.ts';

let app: FastifyInstance;
let comics: Comic[];

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
  comics = (await app.inject('/comic')).json().data;
});
afterAll(() => app.close());

const UNKNOWN = '0123456789abcdef01234567';

describe('GET /comic', () => {
  it('answers at least 8 comics, oldest first as the original did, with covers under /media', () => {
    expect(comics.length).toBeGreaterThanOrEqual(8);
    const created = comics.map((c) => c.createdAt);
    expect(new Set(created).size).toBe(created.length);
    expect(created).toEqual([...created].sort());
    for (const comic of comics) {
      expect(comic.title.length).toBeGreaterThan(0);
      expect(comic.coverImg).toMatch(/^\/media\/art\/comics\/[0-9a-f]{24}\/cover\.svg$/);
      expect(Array.isArray(comic.authors) && comic.authors.length > 0).toBe(true);
      expect(Number(comic.releasedYear)).toBeGreaterThan(2000);
    }
    expect(comics.map((c) => c.title)).toContain('Rise of the Eternal Storm');
  });

  it('adds a synopsis, genres, status, creators and the cast of each comic', async () => {
    expect(comics.length).toBeGreaterThanOrEqual(20);
    const everyone = new Set(
      ((await app.inject('/character/getAll')).json().data as { _id: string }[]).map((c) => c._id),
    );
    for (const comic of comics) {
      expect(comic.synopsis.length, comic.title).toBeGreaterThan(40);
      expect(comic.genres.length, comic.title).toBeGreaterThan(0);
      expect(['ongoing', 'complete']).toContain(comic.status);
      expect(comic.creators.map((c) => c.role)).toContain('writer');
      expect(comic.characterIds.length, comic.title).toBeGreaterThanOrEqual(3);
      for (const id of comic.characterIds) expect(everyone.has(id)).toBe(true);
    }
  });
});

describe('firstChapterOn: when a comic stops being upcoming (issue 13)', () => {
  const NOT_OUT = 'feedfacefeedfacefeedface';

  it('is the earliest release day of its chapters, for every seeded comic', async () => {
    for (const comic of comics) {
      const days = (await listChapters(app.db, comic._id)).map((c) => c.releaseDate).sort();
      expect(comic.firstChapterOn, comic.title).toBe(days[0]);
    }
  });

  it('is null without chapters, the future day of a coming first chapter, the comic’s day for an undated one', async () => {
    const seeded = comics[0]!;
    await upsertComics(app.db, [
      {
        ...seeded,
        _id: NOT_OUT,
        title: 'Not Out Yet',
        rank: 0,
        authors: ['Ira Menon'],
        createdAt: '2026-01-05T09:00:00.000Z',
      },
    ]);
    const firstOf = async () =>
      (await listComics(app.db, new Date())).find((c) => c._id === NOT_OUT)?.firstChapterOn;
    expect(await firstOf()).toBeNull();

    const chapter = {
      _id: 'feedfacefeedfacefeed0001',
      comicId: NOT_OUT,
      number: 1,
      title: 'Chapter 1',
      chapPdf: '/media/chapters/none.pdf',
      chapImage: '',
      releaseDate: '2099-03-01',
      pageCount: 1,
      access: 'free' as const,
      publicAt: null,
    };
    await upsertChapters(app.db, [chapter], '2026-01-06T09:00:00.000Z');
    expect(await firstOf()).toBe('2099-03-01');

    await upsertChapters(
      app.db,
      [{ ...chapter, _id: 'feedfacefeedfacefeed0002', number: 2, releaseDate: null }],
      '2026-01-06T09:00:00.000Z',
    );
    expect(await firstOf()).toBe('2026-01-05');
  });
});

describe('GET /comic/:id', () => {
  it('answers one comic', async () => {
    const [first] = comics;
    const res = await app.inject(`/comic/${first?._id}`);
    expect(res.statusCode).toBe(200);
    // The list's fields, and its cast's faces (the comic page shows them).
    expect(res.json()).toEqual({ success: true, data: { ...first, cast: expect.any(Array) } });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.inject(`/comic/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: COMIC_NOT_FOUND });
    const malformed = await app.inject('/comic/42');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: INVALID_ID });
  });
});

describe('GET /comicChap/:id/chapters', () => {
  it('answers 4 to 12 chapters per comic, in order, with PDF and image URLs', async () => {
    for (const comic of comics) {
      const res = await app.inject(`/comicChap/${comic._id}/chapters`);
      expect(res.statusCode).toBe(200);
      const chapters: Chapter[] = res.json().data;
      expect(chapters.length, comic.title).toBeGreaterThanOrEqual(4);
      expect(chapters.length, comic.title).toBeLessThanOrEqual(12);
      expect(comic.chapterCount).toBe(chapters.length);
      expect(chapters.map((c) => c.number)).toEqual(chapters.map((_, i) => i + 1));
      for (const chapter of chapters) {
        expect(chapter.comicId).toBe(comic._id);
        expect(chapter.rating).toBe(comic.rating);
        expect(chapter.chapPdf).toBe(
          chapter.readable ? `/media/chapters/${chapter._id}.pdf` : null,
        );
        expect(chapter.chapImage).toMatch(/^\/media\/art\/chapters\/[0-9a-f]{24}\/cover\.svg$/);
        // A splash page and at least three pages of panels.
        expect(chapter.pageCount).toBeGreaterThanOrEqual(4);
        if (chapter.releaseDate !== null)
          expect(chapter.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('dates chapters back from the seeding day: the newest early chapter came out this week', async () => {
    const storm = comics.find((c) => c.title === 'Rise of the Eternal Storm');
    const chapters: Chapter[] = (await app.inject(`/comicChap/${storm?._id}/chapters`)).json().data;
    expect(chapters.map((c) => c.title).slice(0, 4)).toEqual([
      'The Star That Fell',
      'Winds of Kashi',
      'Eclipse at Hampi',
      'The Ashen Court',
    ]);
    const dates = chapters.map((c) => c.releaseDate ?? '');
    expect(dates).toEqual([...dates].sort());
    const newest = Date.parse(dates.at(-1) ?? '');
    expect(Date.now() - newest).toBeLessThan(7 * 86_400_000);
    expect(chapters.at(-1)?.access).toBe('early');
  });

  it('answers 404 for an unknown comic and 400 for a malformed id', async () => {
    const unknown = await app.inject(`/comicChap/${UNKNOWN}/chapters`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: COMIC_NOT_FOUND });
    expect((await app.inject('/comicChap/nope/chapters')).statusCode).toBe(400);
  });
});
