import type { CharacterListItem, Comic, MyList } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { get, type Credentials } from '../../payments/flow.ts';

let app: FastifyInstance;
let comic: Comic;
let character: CharacterListItem;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
  const [firstComic] = (await get(app, '/comic')).json().data as Comic[];
  const [firstCharacter] = (await get(app, '/character/getAll')).json().data as CharacterListItem[];
  if (!firstComic || !firstCharacter) throw new Error('the seed has no comic or character');
  comic = firstComic;
  character = firstCharacter;
});
afterAll(() => app.close());

function send(method: 'PUT' | 'DELETE', url: string, credentials?: Credentials) {
  return app.inject({ method, url, headers: credentials });
}

async function myList(reader: TestReader): Promise<MyList> {
  const res = await get(app, '/api/my-list', reader.credentials);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-cache');
  expect(res.headers.vary).toMatch(/Cookie/);
  return res.json().data;
}

describe('My list', () => {
  it('needs a signed-in reader', async () => {
    expect((await get(app, '/api/my-list')).statusCode).toBe(401);
    expect((await send('PUT', `/api/my-list/comic/${comic._id}`)).statusCode).toBe(401);
    expect((await send('DELETE', `/api/my-list/comic/${comic._id}`)).statusCode).toBe(401);
  });

  it('keeps comics and characters, newest first, once however often added, and removes them', async () => {
    const reader = await signUpReader(app);
    expect((await myList(reader)).items).toEqual([]);
    const added = await send('PUT', `/api/my-list/comic/${comic._id}`, reader.credentials);
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('private, no-cache');
    await send('PUT', `/api/my-list/comic/${comic._id}`, reader.credentials);
    await send('PUT', `/api/my-list/character/${character._id}`, reader.credentials);

    const { items } = await myList(reader);
    expect(items.map((i) => [i.kind, i._id])).toEqual([
      ['character', character._id],
      ['comic', comic._id],
    ]);
    expect(items[0]).toMatchObject({
      title: character.originalName,
      image: character.mainImageUrl,
    });
    expect(items[1]).toMatchObject({ title: comic.title, image: comic.coverImg });

    const gone = await send('DELETE', `/api/my-list/comic/${comic._id}`, reader.credentials);
    expect((gone.json().data as MyList).items.map((i) => i._id)).toEqual([character._id]);
    const again = await send('DELETE', `/api/my-list/comic/${comic._id}`, reader.credentials);
    expect(again.statusCode).toBe(200);
  });

  it('is each reader’s own', async () => {
    const one = await signUpReader(app);
    const other = await signUpReader(app);
    await send('PUT', `/api/my-list/comic/${comic._id}`, one.credentials);
    expect((await myList(other)).items).toEqual([]);
  });

  it('answers 404 for an unknown comic or character and 400 for a bad kind or id', async () => {
    const reader = await signUpReader(app);
    const unknown = 'a'.repeat(24);
    for (const kind of ['comic', 'character']) {
      const res = await send('PUT', `/api/my-list/${kind}/${unknown}`, reader.credentials);
      expect(res.statusCode, kind).toBe(404);
    }
    // A character's id is not a comic's.
    expect(
      (await send('PUT', `/api/my-list/comic/${character._id}`, reader.credentials)).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `/api/my-list/blog/${comic._id}`, reader.credentials)).statusCode,
    ).toBe(400);
    expect((await send('PUT', '/api/my-list/comic/nope', reader.credentials)).statusCode).toBe(400);
    expect((await myList(reader)).items).toEqual([]);
  });
});
