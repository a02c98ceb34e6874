import path from 'node:path';
import zlib from 'node:zlib';
import type { Blog, Chapter, CharacterDetail, Comic, Job } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importContent } from '../../src/content/import/index.ts';
import { PERSONAL_ANSWER, PUBLIC_ANSWER } from '../../src/plugins/public-cache/index.ts';
import { signUpReader } from '../access.ts';
import { buildSiblingApp, buildTestApp, signUp } from '../helpers.ts';
import { createDonation, post, sandboxPay } from '../payments/flow.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/content');
const CHECK_MS = 1000;

// `app` seeds the database; `observed` is a second instance on it whose queries are counted.
// Its job runner is stopped: its polls and periodic jobs would count as the requests' queries.
// Both check the content versions at most once a second of their clocks, which the tests move.
let clock = new Date('2026-06-01T06:00:00.000Z');
let app: FastifyInstance;
let observed: FastifyInstance;
let queries = 0;

const counting: KyselyPlugin = {
  transformQuery: ({ node }) => {
    queries += 1;
    return node;
  },
  transformResult: async ({ result }) => result,
};

beforeAll(async () => {
  const config = { contentCheckMs: CHECK_MS, rateLimitPerMinute: 0 };
  app = await buildTestApp({ seed: true, config, now: () => clock });
  observed = await buildSiblingApp(app, { db: app.db.withPlugin(counting), now: () => clock });
  await observed.jobs.stop();
});
afterAll(async () => {
  await observed.close();
  await app.close();
});

const get = (on: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  on.inject({ method: 'GET', url, headers });

async function queriesOf(work: () => Promise<unknown>): Promise<number> {
  const before = queries;
  await work();
  return queries - before;
}

/** Past the check interval: the next request reads the content versions again. */
function passCheckInterval() {
  clock = new Date(clock.getTime() + CHECK_MS);
}

describe('public answers from memory', () => {
  it('computes an answer once; later requests and 304s cost no query', async () => {
    passCheckInterval();
    const first = await get(observed, '/blog/getallblog');
    expect(first.statusCode).toBe(200);
    expect(await queriesOf(() => get(observed, '/blog/getallblog'))).toBe(0);
    const again = await get(observed, '/blog/getallblog');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const held = { 'if-none-match': first.headers.etag as string };
    expect(
      await queriesOf(async () =>
        expect((await get(observed, '/blog/getallblog', held)).statusCode).toBe(304),
      ),
    ).toBe(0);
  });

  it('keeps one answer per query and per id, and lets unknown query parameters share one', async () => {
    const page1 = await get(observed, '/character/getAll?q=ra&page=1&limit=12');
    const page2 = await get(observed, '/character/getAll?q=ra&page=2&limit=12');
    expect(page2.json().data).not.toEqual(page1.json().data);
    const blogs: Blog[] = (await get(observed, '/blog/getallblog')).json().data;
    const [one, two] = blogs;
    const byId = (id: string | undefined) => get(observed, `/blog/getById/${id}`);
    expect((await byId(one?._id)).json().data.title).toBe(one?.title);
    expect((await byId(two?._id)).json().data.title).toBe(two?.title);
    expect(await queriesOf(() => get(observed, '/team/getAll'))).toBeGreaterThan(0);
    expect(await queriesOf(() => get(observed, '/team/getAll?utm_source=mail'))).toBe(0);
  });

  it('computes a missing answer once for requests that arrive together', async () => {
    /** Changes the jobs and lets `observed` read the new versions, outside the counts. */
    async function changeJobs(description: string) {
      await app.db.updateTable('jobs').set({ description }).execute();
      passCheckInterval();
      await get(observed, '/api/plans');
    }
    await changeJobs('Draw the next season.');
    const alone = await queriesOf(() => get(observed, '/career/getall'));
    await changeJobs('Draw the season after.');
    const together = await queriesOf(() =>
      Promise.all(Array.from({ length: 8 }, () => get(observed, '/career/getall'))),
    );
    expect(alone).toBeGreaterThan(0);
    expect(together).toBe(alone);
  });

  it('does not cache errors', async () => {
    const missing = '/career/get/0123456789abcdef01234567';
    expect((await get(observed, missing)).statusCode).toBe(404);
    expect(await queriesOf(() => get(observed, missing))).toBeGreaterThan(0);
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await observed.inject({ method: 'HEAD', url: '/timeline/getAll' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('invalidation by the content versions', () => {
  it('shows a write made on another instance within the check interval, not per request', async () => {
    const title = 'Storyboard Artist, second shift';
    const titles = async () =>
      ((await get(observed, '/career/getall')).json().data as Job[]).map((j) => j.jobtitle);
    await titles();
    await app.db.updateTable('jobs').set({ jobtitle: title }).execute();
    expect(await titles()).not.toContain(title);
    passCheckInterval();
    expect(await titles()).toContain(title);
  });

  it('shows an import everywhere it changed content, and keeps untouched areas cached', async () => {
    const blogTitles = async (on: FastifyInstance) =>
      ((await get(on, '/blog/getallblog')).json().data as Blog[]).map((b) => b.title);
    expect(await blogTitles(observed)).not.toContain('Monsoon Patrol Launches');
    await get(observed, '/api/plans');
    await importContent(app, FIXTURE, clock);
    expect(await blogTitles(observed)).not.toContain('Monsoon Patrol Launches');
    passCheckInterval();
    expect(await blogTitles(observed)).toContain('Monsoon Patrol Launches');
    expect(await blogTitles(app)).toContain('Monsoon Patrol Launches');
    const comics: Comic[] = (await get(observed, '/comic')).json().data;
    expect(comics.map((c) => c.title)).toContain('Monsoon Patrol');
    // The import touched no donation: the Support page's answers stay computed.
    await get(observed, '/support/contributors');
    expect(await queriesOf(() => get(observed, '/support/contributors'))).toBe(0);
  });

  it("shows a change to a character's connections, cast or comics in the character's answer", async () => {
    const seen = await app.db
      .selectFrom('chapter_characters')
      .innerJoin(
        'character_connections',
        'character_connections.character_id',
        'chapter_characters.character_id',
      )
      .select('chapter_characters.character_id as id')
      .executeTakeFirstOrThrow();
    const detail = async () => {
      const body = (await get(observed, `/character/get/${seen.id}`)).json()
        .data as CharacterDetail;
      return {
        connections: body.connections.length,
        comics: body.appearsIn.map((a) => a.comicTitle),
      };
    };
    const before = await detail();
    expect(before.comics.length).toBeGreaterThan(0);
    await app.db.deleteFrom('character_connections').where('character_id', '=', seen.id).execute();
    passCheckInterval();
    expect((await detail()).connections).toBe(0);
    const title = 'Monsoon Patrol, Renamed';
    await app.db
      .updateTable('comics')
      .set({ title })
      .where('title', '=', before.comics[0] ?? '')
      .execute();
    passCheckInterval();
    expect((await detail()).comics).toContain(title);
    await app.db.deleteFrom('chapter_characters').where('character_id', '=', seen.id).execute();
    passCheckInterval();
    expect((await detail()).comics).toEqual([]);
  });

  it('shows a write made through this instance at once', async () => {
    const stats = async () => (await get(app, '/support/statistics')).json().data.totalFunds;
    const before = await stats();
    const order = await createDonation(app, {
      supportType: 'one-time',
      amount: 750,
      displayName: '',
    });
    const paid = await sandboxPay(app, order.orderId);
    expect((await post(app, '/support/confirm', paid)).statusCode).toBe(200);
    expect(await stats()).toBe(before + 750);
  });

  it('changes answers when time alone changes them: an early chapter turning free', async () => {
    const comics = async () => (await get(observed, '/comic')).json().data as Comic[];
    const chapters = async (comic: Comic) =>
      (await get(observed, `/comicChap/${comic._id}/chapters`)).json().data as Chapter[];
    let found: { comic: Comic; early: Chapter } | undefined;
    for (const comic of await comics()) {
      const early = (await chapters(comic)).find((c) => c.access === 'early');
      if (early) found = { comic, early };
    }
    if (!found) throw new Error('The seed has an early-access chapter');
    const { comic, early } = found;
    expect(early.lock).toMatchObject({ reason: 'early-until' });
    clock = new Date(Date.parse(early.publicAt ?? '') + 1);
    const now = (await comics()).find((c) => c._id === comic._id);
    expect(now?.membersChapterCount).toBe(comic.membersChapterCount - 1);
    const opened = (await chapters(comic)).find((c) => c._id === early._id);
    expect(opened).toMatchObject({ readable: true, lock: null });
  });
});

describe('the popular order', () => {
  it('counts a new follower once its ten minutes are up, not per request', async () => {
    const popular = async () =>
      ((await get(observed, '/comic?sort=popular')).json().data as Comic[]).map((c) => c._id);
    const before = await popular();
    const last = before.at(-1) ?? '';
    const reader = await signUpReader(app);
    expect((await post(app, `/api/follows/${last}`, {}, reader.credentials)).statusCode).toBe(200);
    passCheckInterval();
    expect(await popular()).toEqual(before);
    clock = new Date(clock.getTime() + 10 * 60 * 1000);
    expect((await popular())[0]).toBe(last);
  });
});

describe('encodings and validators', () => {
  const url = '/character/getAll';

  it('sends br or gzip as the client prefers, the same JSON in each, with a strong ETag per form', async () => {
    const plain = await get(observed, url, { 'accept-encoding': 'identity' });
    // The big list's brotli form is made in the background; gzip answers until then.
    await vi.waitFor(async () => {
      const res = await get(observed, url, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
    }, 30_000);
    const forms = {
      br: await get(observed, url, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      gzip: await get(observed, url, { 'accept-encoding': 'br;q=0.5, gzip' }),
      star: await get(observed, url, { 'accept-encoding': '*' }),
      deflate: await get(observed, url, { 'accept-encoding': 'deflate' }),
      none: await get(observed, url),
    };
    expect(forms.br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(forms.br.rawPayload).toString()).toBe(plain.body);
    expect(forms.gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(forms.gzip.rawPayload).toString()).toBe(plain.body);
    expect(forms.star.headers['content-encoding']).toBe('br');
    for (const res of [plain, forms.deflate, forms.none]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
    expect(Number(forms.br.headers['content-length'])).toBe(forms.br.rawPayload.length);
    const tags = new Set([plain, forms.br, forms.gzip].map((r) => r.headers.etag));
    expect(tags.size).toBe(3);
    for (const res of Object.values(forms)) expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('answers 304 to any form’s tag, with the tag of the form the client asks for', async () => {
    const gzipTag = (await get(observed, url, { 'accept-encoding': 'gzip' })).headers
      .etag as string;
    const brTag = (await get(observed, url, { 'accept-encoding': 'br' })).headers.etag as string;
    const res = await get(observed, url, { 'accept-encoding': 'br', 'if-none-match': gzipTag });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(brTag);
    expect(res.headers['cache-control']).toBe(PUBLIC_ANSWER);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await get(observed, '/character/getAll?q=zzzz-nobody', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data).toEqual([]);
  });
});

const chaptersOf = async (comic: Comic) =>
  (await get(observed, `/comicChap/${comic._id}/chapters`)).json().data as Chapter[];

describe('Cache-Control by kind of answer', () => {
  it('lets browsers and CDNs keep public lists a minute and serve them stale while refetching', async () => {
    for (const list of [
      '/comic',
      '/blog/getallblog',
      '/career/getall',
      '/timeline/getAll',
      '/team/getAll',
      '/api/plans',
      '/support/statistics',
      '/character/getAll?q=ra&page=1&limit=12',
      '/character/filters',
      '/api/search?q=vayu',
    ]) {
      const res = await get(observed, list);
      expect(res.statusCode, list).toBe(200);
      expect(res.headers['cache-control'], list).toBe(PUBLIC_ANSWER);
    }
  });

  it('shares the chapter list only among signed-out readers, revalidated, and never a reader’s own', async () => {
    const comics = (await get(observed, '/comic')).json().data as Comic[];
    const lists = await Promise.all(
      comics.map(async (c) => ({
        url: `/comicChap/${c._id}/chapters`,
        chapters: await chaptersOf(c),
      })),
    );
    const url = lists.find((l) => l.chapters.some((c) => c.access === 'members'))?.url ?? '';
    const signedOut = await get(observed, url);
    expect(signedOut.headers['cache-control']).toBe('public, no-cache');
    expect(signedOut.headers.vary).toBe('Accept-Encoding, Cookie, Authorization');
    const reader = await signUp(observed);
    const own = await get(observed, url, { cookie: reader.cookie });
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const locks = (res: typeof own) =>
      (res.json().data as Chapter[]).map((c) => c.lock?.reason ?? null);
    expect(locks(signedOut)).toContain('sign-in');
    expect(locks(own)).not.toContain('sign-in');
    expect(locks(await get(observed, url))).toEqual(locks(signedOut));
  });

  it('keeps personal answers and errors out of every cache', async () => {
    const reader = await signUp(observed);
    const me = await get(observed, '/api/me', { cookie: reader.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe(PERSONAL_ANSWER);
    const missing = await get(observed, '/comic/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(PERSONAL_ANSWER);
  });
});

describe('with CORS_ORIGINS', () => {
  const PARTNER = 'https://foundation.example';
  let open: FastifyInstance;
  beforeAll(async () => {
    const config = { corsOrigins: [PARTNER], contentCheckMs: CHECK_MS, rateLimitPerMinute: 0 };
    open = await buildTestApp({ seed: true, config, now: () => clock });
  });
  afterAll(() => open.close());

  it('keeps the listed origin’s CORS headers and Vary: Origin on answers computed and from memory', async () => {
    for (const attempt of ['computed', 'from memory']) {
      const res = await get(open, '/comic', { origin: PARTNER, 'accept-encoding': 'br' });
      expect(res.statusCode, attempt).toBe(200);
      expect(res.headers['access-control-allow-origin'], attempt).toBe(PARTNER);
      expect(res.headers.vary, attempt).toBe('Accept-Encoding, Origin');
    }
  });
});
