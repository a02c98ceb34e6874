import { ACCESS_MESSAGES, type Chapter, type ChapterPages } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { measurePdf, renderPageImage } from '../../../src/content/pages/render.ts';
import type * as Render from '../../../src/content/pages/render.ts';
import { signUpChild, signUpMember, signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { get, type Credentials } from '../../payments/flow.ts';
import { comicRated, nth, pagesUrl, seededShelf, type ShelvedComic } from '../../reader.ts';

// The renderer, counted: a burst of first requests must draw once.
vi.mock('../../../src/content/pages/render.ts', async (original) => {
  const real = await original<typeof Render>();
  return { measurePdf: vi.fn(real.measurePdf), renderPageImage: vi.fn(real.renderPageImage) };
});

const SEEDED = new Date('2026-11-24T10:00:00.000Z');
let app: FastifyInstance;
let g: ShelvedComic;
let t: ShelvedComic;
let member: TestReader;
let account: TestReader;
/** What seeding left of page images and page sizes, before any request. */
let seeded: { images: unknown[]; sizes: unknown[] };

beforeAll(async () => {
  app = await buildTestApp({ seed: true, now: () => SEEDED });
  seeded = {
    images: await app.db
      .selectFrom('media')
      .select('path')
      .where('path', 'like', '/media/pages/%')
      .execute(),
    sizes: await app.db.selectFrom('chapter_pages').select('chapter_id').execute(),
  };
  const shelf = await seededShelf(app);
  g = comicRated(shelf, 'G');
  t = comicRated(shelf, 'T');
  [member, account] = await Promise.all([signUpMember(app), signUpReader(app)]);
});
afterAll(() => app.close());

const pagesOf = async (chapter: Chapter, credentials?: Credentials) =>
  get(app, pagesUrl(chapter), credentials);

const imageUrl = (chapter: Chapter, page: number, file: string) =>
  `/media/pages/${chapter._id}/${page}-${file}`;

describe('GET /comicChap/:comicId/chapters/:chapterId/pages', () => {
  it('a free chapter, signed out: every page with its size and images, no PDF, shared caching', async () => {
    const chapter = nth(g, 0);
    const res = await pagesOf(chapter);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toBe('Cookie, Authorization');
    const data: ChapterPages = res.json().data;
    expect(data).toMatchObject({
      chapterId: chapter._id,
      comicId: g.comic._id,
      comicTitle: g.comic.title,
      number: 1,
      title: chapter.title,
      pageCount: chapter.pageCount,
      pdf: null,
      prev: null,
      next: {
        chapterId: nth(g, 1)._id,
        number: 2,
        title: nth(g, 1).title,
        readable: false,
        lock: { reason: 'sign-in' },
      },
    });
    expect(data.pages).toHaveLength(chapter.pageCount);
    const [first] = data.pages;
    expect(first).toEqual({
      number: 1,
      width: 1600,
      height: expect.any(Number),
      thumb: imageUrl(chapter, 1, 'thumb.webp'),
      sources: {
        avif: [480, 960, 1600].map((width) => ({
          width,
          url: imageUrl(chapter, 1, `${width}.avif`),
        })),
        webp: [480, 960, 1600].map((width) => ({
          width,
          url: imageUrl(chapter, 1, `${width}.webp`),
        })),
      },
    });
    const stored = await app.db
      .selectFrom('chapter_pages')
      .select(['number', 'width', 'height'])
      .where('chapter_id', '=', chapter._id)
      .orderBy('number')
      .execute();
    expect(stored).toEqual(
      data.pages.map(({ number, width, height }) => ({ number, width, height })),
    );
  });

  it('a members chapter: 401 signed out, 403 for a free account, the lock in the envelope', async () => {
    const chapter = nth(g, 1);
    const signedOut = await pagesOf(chapter);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      success: false,
      message: ACCESS_MESSAGES.membersOnly,
      messageKey: 'errors.access.membersOnly',
      data: { reason: 'sign-in' },
    });
    const free = await pagesOf(chapter, account.credentials);
    expect(free.statusCode).toBe(403);
    expect(free.json().data).toEqual({ reason: 'members' });
    expect(free.headers['cache-control']).toBe('private, no-cache');
  });

  it('a member: the pages and the original PDF, privately; the neighbours open too', async () => {
    const chapter = nth(g, 1);
    const res = await pagesOf(chapter, member.credentials);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Cookie, Authorization');
    const data: ChapterPages = res.json().data;
    expect(data.pdf).toBe(`/media/chapters/${chapter._id}.pdf`);
    expect(data.prev).toEqual({
      chapterId: nth(g, 0)._id,
      number: 1,
      title: nth(g, 0).title,
      readable: true,
      lock: null,
    });
    // A free chapter's PDF is a members' download too: a free account gets none.
    const freeChapter = await pagesOf(nth(g, 0), account.credentials);
    expect(freeChapter.json().data.pdf).toBeNull();
    expect(freeChapter.headers['cache-control']).toBe('private, no-cache');
  });

  it('a child: refused a comic above its rating, served one within it', async () => {
    const child = await signUpChild(app, { dob: '2016-03-01' });
    const refused = await pagesOf(nth(t, 0), child.credentials);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Rated T',
      data: { reason: 'rating' },
    });
    expect((await pagesOf(nth(g, 0), child.credentials)).statusCode).toBe(200);
  });

  it('404 for an unknown chapter or one of another comic; 400 for a malformed id', async () => {
    const chapter = nth(g, 0);
    const unknown = await get(app, `/comicChap/${g.comic._id}/chapters/${'0'.repeat(24)}/pages`);
    expect(unknown.statusCode).toBe(404);
    const elsewhere = await get(app, `/comicChap/${t.comic._id}/chapters/${chapter._id}/pages`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await get(app, `/comicChap/${g.comic._id}/chapters/nope/pages`)).statusCode).toBe(400);
  });
});

describe('page images under /media/pages', () => {
  it("obey the chapter's access: 401, 403, and 200 for a member with Range and ETag", async () => {
    const chapter = nth(g, 1);
    const url = imageUrl(chapter, 1, '480.webp');
    const signedOut = await get(app, url);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ success: false, data: { reason: 'sign-in' } });
    expect((await get(app, url, account.credentials)).statusCode).toBe(403);
    const whole = await get(app, url, member.credentials);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    expect(whole.headers.vary).toMatch(/Cookie, Authorization/);
    const { width, format } = await sharp(whole.rawPayload).metadata();
    expect({ width, format }).toEqual({ width: 480, format: 'webp' });
    const range = await app.inject({
      url,
      headers: { cookie: member.cookie, range: 'bytes=0-63' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-63/${whole.rawPayload.length}`);
    expect(range.rawPayload.equals(whole.rawPayload.subarray(0, 64))).toBe(true);
    const again = await app.inject({
      url,
      headers: { cookie: member.cookie, 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('of a chapter free for everyone are public and cached for a week; AVIF decodes', async () => {
    const res = await get(app, imageUrl(nth(g, 0), 2, '960.avif'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const { width, compression } = await sharp(res.rawPayload).metadata();
    expect({ width, compression }).toEqual({ width: 960, compression: 'av1' });
  });

  it('404 beyond the last page, for a size we do not make, and for an unknown chapter', async () => {
    const chapter = nth(g, 0);
    for (const url of [
      imageUrl(chapter, chapter.pageCount + 1, '480.webp'),
      imageUrl(chapter, 1, '800.webp'),
      imageUrl(chapter, 1, 'thumb.avif'),
      `/media/pages/${'0'.repeat(24)}/1-480.webp`,
    ]) {
      expect((await get(app, url)).statusCode, url).toBe(404);
    }
  });

  it("a child's page request is reading activity: the visit is recorded, never cached for sharing", async () => {
    const child = await signUpChild(app, { dob: '2016-03-01' });
    const res = await get(app, imageUrl(nth(g, 0), 1, 'thumb.webp'), child.credentials);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const opens = await app.db
      .selectFrom('chapter_opens')
      .select('chapter_id')
      .where('user_id', '=', child.id)
      .execute();
    expect(opens).toEqual([{ chapter_id: nth(g, 0)._id }]);
  });
});

describe('lazy rendering of a seeded chapter', () => {
  it('renders once however many first requests arrive together, then serves from the store', async () => {
    const chapter = nth(g, 2);
    const url = imageUrl(chapter, 1, '480.webp');
    vi.mocked(measurePdf).mockClear();
    vi.mocked(renderPageImage).mockClear();
    const burst = await Promise.all([
      get(app, pagesUrl(chapter), member.credentials),
      get(app, pagesUrl(chapter), member.credentials),
      ...Array.from({ length: 4 }, () => get(app, url, member.credentials)),
    ]);
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(measurePdf).toHaveBeenCalledTimes(1);
    expect(renderPageImage).toHaveBeenCalledTimes(1);
    const bodies = burst.slice(2).map((r) => r.rawPayload);
    for (const body of bodies) expect(body.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    const later = await get(app, url, member.credentials);
    expect(later.rawPayload.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    await get(app, pagesUrl(chapter), member.credentials);
    expect(measurePdf).toHaveBeenCalledTimes(1);
    expect(renderPageImage).toHaveBeenCalledTimes(1);
  });

  it('made nothing at seeding: a fresh database holds no page images and no page sizes', () => {
    expect(seeded).toEqual({ images: [], sizes: [] });
  });
});
