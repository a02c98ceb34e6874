import type { Chapter, Comic } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

describe('GET /comic/:id', () => {
  it('answers one comic', async () => {
    const [first] = comics;
    const res = await app.inject(`/comic/${first?._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: first });
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
  it('answers at least 3 chapters per comic, in order, with PDF and image URLs', async () => {
    for (const comic of comics) {
      const res = await app.inject(`/comicChap/${comic._id}/chapters`);
      expect(res.statusCode).toBe(200);
      const chapters: Chapter[] = res.json().data;
      expect(chapters.length, comic.title).toBeGreaterThanOrEqual(3);
      expect(chapters.map((c) => c.number)).toEqual(chapters.map((_, i) => i + 1));
      for (const chapter of chapters) {
        expect(chapter.comicId).toBe(comic._id);
        expect(chapter.rating).toBe(comic.rating);
        expect(chapter.chapPdf).toBe(
          chapter.readable ? `/media/chapters/${chapter._id}.pdf` : null,
        );
        expect(chapter.chapImage).toMatch(/^\/media\/art\/chapters\/[0-9a-f]{24}\/cover\.svg$/);
        expect(chapter.pageCount).toBeGreaterThanOrEqual(5);
        if (chapter.releaseDate !== null)
          expect(chapter.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('keeps a chapter without an announced date as releaseDate null', async () => {
    const storm = comics.find((c) => c.title === 'Rise of the Eternal Storm');
    const chapters: Chapter[] = (await app.inject(`/comicChap/${storm?._id}/chapters`)).json().data;
    expect(chapters.map((c) => c.title)).toEqual([
      'The Star That Fell',
      'Winds of Kashi',
      'Eclipse at Hampi',
      'The Ashen Court',
    ]);
    expect(chapters[3]?.releaseDate).toBeNull();
    expect(chapters[0]?.releaseDate).toBe('2025-01-14');
  });

  it('answers 404 for an unknown comic and 400 for a malformed id', async () => {
    const unknown = await app.inject(`/comicChap/${UNKNOWN}/chapters`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: COMIC_NOT_FOUND });
    expect((await app.inject('/comicChap/nope/chapters')).statusCode).toBe(400);
  });
});
