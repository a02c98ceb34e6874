import { artSources, ART_WIDTHS, type Chapter, type Character, type Comic } from '@ic/domain';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_NOT_FOUND } from '../../../src/routes/media/index.ts';
import { pdfOf, signUpMember } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { get } from '../../payments/flow.ts';

let app: FastifyInstance;
let chapter: Chapter;
let pdfUrl: string;
let character: Character;
let pdf: Buffer;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
  const [comic] = (await app.inject('/comic')).json().data as Comic[];
  chapter = (await app.inject(`/comicChap/${comic?._id}/chapters`)).json().data[0];
  pdfUrl = chapter.chapPdf ?? '';
  const [first] = (await app.inject('/character/getAll?limit=1')).json().data;
  character = (await app.inject(`/character/get/${first._id}`)).json().data;
  pdf = (await app.inject(pdfUrl)).rawPayload;
});
afterAll(() => app.close());

const pagesIn = (bytes: Buffer) => bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('chapter PDFs (a free chapter)', () => {
  it('serves a real multi-page PDF with type, length, ETag, caching and Accept-Ranges', async () => {
    const res = await app.inject(pdfUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{5,}/);
    expect(res.headers.etag).toMatch(/^"/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pagesIn(res.rawPayload)).toBe(chapter.pageCount);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('draws the page once and keeps it in the database', async () => {
    const stored = await app.db
      .selectFrom('media')
      .select(['path', 'content_type'])
      .where('path', '=', pdfUrl)
      .execute();
    expect(stored).toEqual([{ path: pdfUrl, content_type: 'application/pdf' }]);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await app.inject({ url: pdfUrl, headers: { range: 'bytes=100-1123' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-1123/${pdf.length}`);
    expect(res.headers['content-length']).toBe('1024');
    expect(res.rawPayload.equals(pdf.subarray(100, 1124))).toBe(true);
  });

  it('answers open-ended and suffix ranges', async () => {
    const tail = await app.inject({
      url: pdfUrl,
      headers: { range: `bytes=${pdf.length - 10}-` },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 10))).toBe(true);
    const suffix = await app.inject({ url: pdfUrl, headers: { range: 'bytes=-500' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(
      `bytes ${pdf.length - 500}-${pdf.length - 1}/${pdf.length}`,
    );
    expect(suffix.rawPayload.equals(pdf.subarray(pdf.length - 500))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const res = await app.inject({
      url: pdfUrl,
      headers: { range: `bytes=${pdf.length}-` },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('sends the whole file when If-Range no longer matches, and 304 for a matching If-None-Match', async () => {
    const stale = await app.inject({
      url: pdfUrl,
      headers: { range: 'bytes=0-9', 'if-range': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(pdf.length);
    const etag = stale.headers.etag as string;
    const fresh = await app.inject({
      url: pdfUrl,
      headers: { range: 'bytes=0-9', 'if-range': etag },
    });
    expect(fresh.statusCode).toBe(206);
    const cached = await app.inject({ url: pdfUrl, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('draws every chapter of a comic with its own page count', async () => {
    const member = await signUpMember(app);
    const comics = (await app.inject('/comic')).json().data as Comic[];
    const chapters = (await app.inject(`/comicChap/${comics[1]?._id}/chapters`)).json()
      .data as Chapter[];
    for (const c of chapters) {
      const res = await get(app, pdfOf(c), member.credentials);
      expect(res.statusCode).toBe(200);
      expect(pagesIn(res.rawPayload)).toBe(c.pageCount);
    }
  });

  it('answers 404 for a chapter that does not exist', async () => {
    const res = await app.inject('/media/chapters/0123456789abcdef01234567.pdf');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: MEDIA_NOT_FOUND });
  });
});

describe('generated images', () => {
  it('serves every image of a character as SVG with caching and an ETag', async () => {
    const urls = [
      character.mainImageUrl,
      character.mainLandscapeImageUrl,
      character.power1ImageUrl,
      character.power2ImageUrl,
      character.power3ImageUrl,
      character.origin.image,
      character.storyLine.image,
    ];
    for (const url of urls) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d{5,}/);
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(res.body.endsWith('</svg>')).toBe(true);
    }
    // No lettering in the art (the page letters it in HTML): each picture is named in its title.
    const banner = await app.inject(character.mainLandscapeImageUrl);
    expect(banner.body).toContain('<title>Agnira, banner</title>');
    expect(banner.body).not.toContain('<text');
    const power = await app.inject(character.power2ImageUrl);
    expect(power.body).toContain(`<title>Agnira: ${character.powers[1]}</title>`);
  });

  it('answers 304 when the SVG has not changed', async () => {
    const first = await app.inject(character.mainImageUrl);
    const again = await app.inject({
      url: character.mainImageUrl,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    for (const header of [`W/${first.headers.etag}`, `"other", ${first.headers.etag}`, '*']) {
      const res = await app.inject({
        url: character.mainImageUrl,
        headers: { 'if-none-match': header },
      });
      expect(res.statusCode, header).toBe(304);
    }
  });

  it('serves comic covers, chapter images, blog and timeline pictures', async () => {
    const comic = ((await app.inject('/comic')).json().data as Comic[]).at(-1);
    const [blog] = (await app.inject('/blog/getallblog')).json().data;
    const [story] = (await app.inject('/timeline/getAll')).json().data;
    for (const url of [
      comic?.coverImg,
      chapter.chapImage,
      blog.coverImageUrl,
      blog.news[0].imageUrl,
      story.imageUrl,
    ]) {
      const res = await app.inject(url ?? '');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const cover = await app.inject(comic?.coverImg ?? '');
    expect(cover.body).toContain(`<title>${comic?.title}, cover</title>`);
    expect(cover.body).not.toContain('<text');
  });

  it('serves the sources pages list for a picture: AVIF and WebP at each width, stored once', async () => {
    const [blog] = (await app.inject('/blog/getallblog')).json().data;
    const sources = artSources(blog.coverImageUrl) ?? [];
    expect(sources.map(({ type }) => type)).toEqual(['image/avif', 'image/webp']);
    for (const { type, srcSet } of sources) {
      const candidates = srcSet.split(', ').map((candidate) => candidate.split(' '));
      for (const [url = '', descriptor] of candidates) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=604800');
        const { width, height, format } = await sharp(res.rawPayload).metadata();
        expect(`${width}w`).toBe(descriptor);
        // Rastered from the 16:9 art, at the width asked for.
        expect(Math.round(((width ?? 0) / (height ?? 1)) * 9)).toBe(16);
        expect(format).toBe(type === 'image/avif' ? 'heif' : 'webp');
      }
    }
    const [avif] = sources;
    const first = avif?.srcSet.split(' ')[0] ?? '';
    const again = await app.inject(first);
    expect(again.headers.etag).toBe((await app.inject(first)).headers.etag);
    const stored = await app.media.list('/media/raster/');
    expect(stored.length).toBe(ART_WIDTHS.length * sources.length);
  });

  it.each([
    '/media/art/blogs/0123456789abcdef01234567/0-800.avif',
    '/media/art/blogs/0123456789abcdef01234567/0-801.webp',
    '/media/art/blogs/0123456789abcdef01234567/0-800.png',
    '/media/art/characters/0123456789abcdef01234567/portrait.svg',
    `/media/art/characters/${'f'.repeat(24)}/unknown.svg`,
    '/media/art/blogs/0123456789abcdef01234567/0.svg',
    '/media/art/nothing/0123456789abcdef01234567/0.svg',
    '/media/../package.json',
    '/media/files/abc/missing.png',
  ])('answers 404 for %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('answers 404 for an art variant the character does not have', async () => {
    const res = await app.inject(character.mainImageUrl.replace('portrait', 'power-4'));
    expect(res.statusCode).toBe(404);
  });
});
