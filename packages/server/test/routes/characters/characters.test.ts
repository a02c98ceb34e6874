import zlib from 'node:zlib';
import {
  MESSAGES,
  type Character,
  type CharacterDetail,
  type CharacterListItem,
  type Comic,
} from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVALID_ID } from '../../../src/routes/content/schemas.ts';
import { buildTestApp } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function list(query = ''): Promise<{ data: CharacterListItem[]; meta?: unknown }> {
  const res = await get(`/character/getAll${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function characterNamed(name: string): Promise<Character> {
  const found = (await list(`?q=${encodeURIComponent(name)}`)).data;
  const match = found.find((c) => c.originalName === name);
  return (await get(`/character/get/${match?._id}`)).json().data;
}

describe('GET /character/getAll', () => {
  it('keeps its shape: data is the whole lean list, the hand-written core first', async () => {
    const res = await get('/character/getAll');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.meta).toBeUndefined();
    expect(body.data.length).toBeGreaterThanOrEqual(2500);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      '_id',
      'alignment',
      'faction',
      'mainImageUrl',
      'originalName',
      'universe',
    ]);
    expect(body.data[0]).toMatchObject({
      originalName: 'Agnira',
      alignment: 'hero',
      universe: 'Trikaal',
    });
    expect(body.data[0].faction.length).toBeGreaterThan(0);
    expect(body.data[0].mainImageUrl).toMatch(
      /^\/media\/art\/characters\/[0-9a-f]{24}\/portrait\.svg$/,
    );
  });

  it('compresses the list for clients that accept gzip or br, to the same JSON', async () => {
    const plain = await get('/character/getAll', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await get('/character/getAll', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Its brotli form is made in the background: gzip answers until it is ready.
    const br = await vi.waitFor(async () => {
      const res = await get('/character/getAll', { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.headers['content-encoding']).toBe('br');
      return res;
    }, 10_000);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const noBr = await get('/character/getAll', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a matching If-None-Match, and a new ETag for another query', async () => {
    const first = await get('/character/getAll');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/character/getAll', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/character/getAll?q=ra', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('compares If-None-Match weakly: the weak form of its tag, a list or * all get 304', async () => {
    const etag = (await get('/character/getAll')).headers.etag as string;
    for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get('/character/getAll', { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
    }
    expect((await get('/character/getAll', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('changes the ETag when the list changes, and keeps it when a change leaves the list as it was', async () => {
    const before = (await get('/character/getAll')).headers.etag as string;
    const vanya = app.db.updateTable('characters').where('original_name', '=', 'Vanya');
    await vanya.set({ updated_at: '2030-01-01T00:00:00.000Z' }).execute();
    expect((await get('/character/getAll', { 'if-none-match': before })).statusCode).toBe(304);
    await vanya.set({ main_image_url: '/media/files/0123456789abcdef/vanya.svg' }).execute();
    const after = await get('/character/getAll', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('never answers a cached list after characters change', async () => {
    const before = (await list()).data;
    const last = before.at(-1) as CharacterListItem;
    await app.db
      .updateTable('characters')
      .set({ original_name: 'Renamed Once', search_name: 'renamed once' })
      .where('id', '=', last._id)
      .execute();
    expect((await list()).data.at(-1)).toEqual({ ...last, originalName: 'Renamed Once' });
    expect((await list('?q=renamed%20once')).data).toHaveLength(1);
    await app.db.deleteFrom('characters').where('id', '=', last._id).execute();
    expect((await list()).data).toHaveLength(before.length - 1);
    expect((await list('?q=renamed%20once')).data).toEqual([]);
  });

  it('searches names case-insensitively by substring', async () => {
    const { data } = await list('?q=RA');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c) => c.originalName.toLowerCase().includes('ra'))).toBe(true);
    const all = (await list()).data.filter((c) => c.originalName.toLowerCase().includes('ra'));
    expect(data).toHaveLength(all.length);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('?q=%25')).data).toEqual([]);
    expect((await list('?q=_')).data).toEqual([]);
  });

  it('sorts A to Z and Z to A by name', async () => {
    const asc = (await list('?sort=asc')).data.map((c) => c.originalName.toLowerCase());
    expect(asc).toEqual([...asc].sort(byName));
    const desc = (await list('?sort=desc')).data.map((c) => c.originalName.toLowerCase());
    expect(desc).toEqual([...asc].reverse());
  });

  it('sorts featured as it lists without a sort: the hand-written core first, not by name', async () => {
    const featured = (await list('?sort=featured&page=1&limit=12')).data.map((c) => c._id);
    const unsorted = (await list('?page=1&limit=12')).data.map((c) => c._id);
    expect(featured).toEqual(unsorted);
    const names = (await list('?sort=featured&page=1&limit=12')).data.map((c) =>
      c.originalName.toLowerCase(),
    );
    expect(names).not.toEqual([...names].sort(byName));
  });

  it('pages with meta {total, page, limit, pages}', async () => {
    const all = (await list('?q=ra&sort=asc')).data;
    const page2 = await list('?q=ra&sort=asc&page=2&limit=12');
    expect(page2.meta).toEqual({
      total: all.length,
      page: 2,
      limit: 12,
      pages: Math.ceil(all.length / 12),
    });
    expect(page2.data).toEqual(all.slice(12, 24));
    const last = await list(`?q=ra&sort=asc&page=${Math.ceil(all.length / 12)}&limit=12`);
    expect(last.data).toEqual(all.slice((Math.ceil(all.length / 12) - 1) * 12));
  });

  it('defaults the page size to 12 when only page is given, and answers an empty page past the end', async () => {
    const page1 = await list('?page=1');
    expect(page1.data).toHaveLength(12);
    expect(page1.meta).toMatchObject({ page: 1, limit: 12 });
    const beyond = await list('?page=9999&limit=12');
    expect(beyond.data).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    const body = await list('?q=zzzzzz-nobody');
    expect(body.data).toEqual([]);
  });

  it.each(['?sort=up', '?page=0', '?limit=101', '?limit=abc', '?page=1.5'])(
    'refuses the bad query %s with 400',
    async (query) => {
      const res = await get(`/character/getAll${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().errors.length).toBeGreaterThan(0);
    },
  );
});

async function detail(id: string): Promise<CharacterDetail> {
  const res = await get(`/character/get/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /character/get/:id', () => {
  it('answers the character with every field of spec section 3 filled', async () => {
    const [first] = (await list()).data;
    const character = await detail(first?._id ?? '');
    expect(character).toMatchObject({ _id: first?._id, originalName: 'Agnira', alignment: 'hero' });
    expect(character.powers).toHaveLength(3);
    expect(character.origin.text.length).toBeGreaterThan(40);
    expect(character.storyLine.image).toMatch(/storyline\.svg$/);
    const notes = new Set(['ageNote', 'birthDateNote']);
    for (const [field, value] of Object.entries(character)) {
      if (notes.has(field)) continue;
      expect(value, field).not.toBeNull();
      expect(value, field).not.toBe('');
    }
  });

  it('adds their faction, first appearance, the comics and chapters they appear in', async () => {
    const [first] = (await list()).data;
    const agnira = await detail(first?._id ?? '');
    expect(agnira.faction).toBe(first?.faction);
    const comics = await (await get('/comic')).json().data;
    const storm = comics.find((c: Comic) => c.title === 'Rise of the Eternal Storm');
    // She leads the Eternal Storm, but readers first met her as the professor's student.
    expect(agnira.firstAppearance).toMatchObject({
      comicTitle: "The Professor's Ledger",
      chapter: { number: 1 },
    });
    const [earliest] = agnira.appearsIn;
    expect(agnira.firstAppearance).toEqual({
      comicId: earliest?.comicId,
      comicTitle: earliest?.comicTitle,
      chapter: earliest?.chapters[0],
    });
    const inStorm = agnira.appearsIn.find((a) => a.comicId === storm._id);
    expect(inStorm?.chapters.map((c) => c.number)).toEqual(
      Array.from({ length: storm.chapterCount }, (_, i) => i + 1),
    );
    expect(storm.characterIds[0]).toBe(agnira._id);
  });

  it('lists connections that are mutual and lead to characters that exist', async () => {
    const everyone = (await list()).data;
    const picked = [0, 1, 7, 40, 800, 2000].map((i) => everyone[i]?._id ?? '');
    const inverse = {
      ally: 'ally',
      rival: 'rival',
      family: 'family',
      mentor: 'student',
      student: 'mentor',
    };
    for (const id of picked) {
      const character = await detail(id);
      expect(character.connections.length, character.originalName).toBeGreaterThan(0);
      for (const { kind, character: other } of character.connections.slice(0, 4)) {
        const back = await detail(other._id);
        expect(other.originalName).toBe(back.originalName);
        expect(back.connections).toContainEqual({
          kind: inverse[kind],
          character: {
            _id: character._id,
            originalName: character.originalName,
            mainImageUrl: character.mainImageUrl,
          },
        });
      }
    }
  });

  it('keeps a mentor and their student on both sides', async () => {
    const [rao] = (await list('?q=chitragupt')).data;
    const professor = await detail(rao?._id ?? '');
    const student = professor.connections.find((c) => c.kind === 'student');
    expect(student?.character.originalName).toBe('Agnira');
    const agnira = await detail(student?.character._id ?? '');
    expect(agnira.connections).toContainEqual(
      expect.objectContaining({
        kind: 'mentor',
        character: expect.objectContaining({ _id: rao?._id }),
      }),
    );
  });

  // The original site served a number and a date: the display is the client's business.
  it('answers age as a number and birthDate as an ISO date, with no note when they say it all', async () => {
    const agnira = await characterNamed('Agnira');
    expect(agnira).toMatchObject({
      age: 24,
      ageNote: null,
      birthDate: '2001-04-14',
      birthDateNote: null,
    });
  });

  it.each([
    ['Tara-9', { age: 3, ageNote: '3 (activated)', birthDate: '2022-01-26', birthDateNote: null }],
    ['The Hollow King', { age: 1200, ageNote: null, birthDate: null, birthDateNote: 'Unknown' }],
    [
      'Shunya',
      {
        age: null,
        ageNote: 'Older than stars',
        birthDate: null,
        birthDateNote: 'Before the first star',
      },
    ],
  ])("keeps %s's legend in notes beside the values", async (name, facts) => {
    expect(await characterNamed(name)).toMatchObject(facts);
  });

  it('answers 404 with the spec message for an unknown id', async () => {
    const res = await get('/character/get/0123456789abcdef01234567');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: MESSAGES.noCharacter,
      messageKey: 'errors.noCharacter',
    });
  });

  it.each(['not-an-id', '0123456789ABCDEF01234567', '123'])(
    'answers 400 for the malformed id %s',
    async (id) => {
      const res = await get(`/character/get/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: INVALID_ID });
    },
  );
});

describe('GET /character/hero-slides', () => {
  it('answers three slides, heroes, middle and villains, each led by a core character', async () => {
    const res = await get('/character/hero-slides');
    expect(res.statusCode).toBe(200);
    const slides = res.json().data;
    expect(slides.map((s: { key: string }) => s.key)).toEqual(['heroes', 'middle', 'villains']);
    expect(slides[0]).toMatchObject({ label: 'Heroes', subtitle: 'Agnira, The Ember Guardian' });
    expect(slides[2].subtitle).toMatch(/^Andhkaar Raj/);
    for (const slide of slides) {
      expect(slide.image).toMatch(/banner\.svg$/);
      expect(slide.description.length).toBeGreaterThan(10);
      expect(slide.button.length).toBeGreaterThan(0);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the content routes', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/character/getAll',
        '/character/get/{id}',
        '/comicChap/{id}/chapters',
        '/api/careers/apply',
      ]),
    );
  });
});
