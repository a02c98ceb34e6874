import zlib from 'node:zlib';
import type { Comic } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withMediaBase } from '../../src/http/media-urls.ts';
import { buildTestApp } from '../helpers.ts';
import { signUpMember } from '../access.ts';
import { get } from '../payments/flow.ts';

const BASE = 'https://api.ic.example';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seed: true, config: { mediaBaseUrl: BASE } });
});
afterAll(() => app.close());

/** Every string in an answer, with the key it sits under. */
function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  }
  return [];
}

function expectAbsoluteMedia(body: unknown, url: string) {
  const media = strings(body).filter(([, text]) => text.includes('/media/'));
  expect(media.length, url).toBeGreaterThan(0);
  for (const [key, text] of media) {
    expect(text, `${url} ${key}`).toMatch(new RegExp(`^${BASE}/media/`));
  }
}

describe('MEDIA_BASE_URL', () => {
  it('makes every media URL of the content answers absolute', async () => {
    const comics: Comic[] = (await app.inject('/comic')).json().data;
    const comicId = comics[0]?._id;
    const [character] = (await app.inject('/character/getAll?limit=1')).json().data;
    const [blog] = (await app.inject('/blog/getallblog')).json().data;
    for (const url of [
      '/comic',
      `/comic/${comicId}`,
      `/comicChap/${comicId}/chapters`,
      '/character/getAll?page=1',
      `/character/get/${character._id}`,
      '/character/hero-slides',
      '/blog/latestblog?limit=3',
      '/blog/foundation-blogs',
      '/blog/getallblog?category=ic',
      '/blog/getallblog?page=1&limit=2',
      `/blog/getById/${blog._id}`,
      '/timeline/getAll',
      '/timeline/aboutUs/getAllAbout',
      '/team/getAll',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expectAbsoluteMedia(res.json(), url);
    }
  });

  it('serves the absolute URLs from the compressed whole character list too', async () => {
    // The big list's brotli form is made in the background (see the public cache).
    const res = await vi.waitFor(async () => {
      const answer = await app.inject({
        url: '/character/getAll',
        headers: { 'accept-encoding': 'br' },
      });
      expect(answer.headers['content-encoding']).toBe('br');
      return answer;
    }, 10_000);
    const body = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString());
    expectAbsoluteMedia(body, '/character/getAll');
  });

  it('gives a member the absolute URL of a members chapter, which the server serves', async () => {
    const member = await signUpMember(app);
    const comics: Comic[] = (await app.inject('/comic')).json().data;
    const chapters = (
      await get(app, `/comicChap/${comics[0]?._id}/chapters`, member.credentials)
    ).json().data;
    const locked = chapters.find((c: { access: string }) => c.access === 'members');
    expect(locked.chapPdf).toMatch(new RegExp(`^${BASE}/media/chapters/`));
    const path = locked.chapPdf.slice(BASE.length);
    expect((await get(app, path, member.credentials)).statusCode).toBe(200);
  });

  it('leaves other URLs, null and non-media fields as they are', () => {
    const data = {
      mainImageUrl: 'https://cdn.example/megha.png',
      chapPdf: null,
      title: '/media/not-a-url-field',
      news: [{ imageUrl: '/media/art/blogs/x/1.svg', story: 'text' }],
    };
    expect(withMediaBase(app, data)).toEqual({
      ...data,
      news: [{ imageUrl: `${BASE}/media/art/blogs/x/1.svg`, story: 'text' }],
    });
  });
});
