import fs from 'node:fs/promises';
import type { Chapter, Comic } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailNewChapters } from '../../../src/content/notify/new-chapters.ts';
import { chaptersOf, signUpMember, type TestReader } from '../../access.ts';
import { appShellDir, buildTestApp } from '../../helpers.ts';
import { get, post } from '../../payments/flow.ts';
import { signUpStaff, studio } from './staff.ts';

// A draft never leaks: a seeded comic taken back to a draft, and a draft chapter of a published
// comic, asked for through every public read that could show them.

let app: FastifyInstance;
let appDir: string;
let editor: TestReader;
let reader: TestReader;
let hidden: Comic;
let hiddenChapters: Chapter[];
let open: Comic;
let draftChapter: Chapter;

const put = (url: string, payload: object, who = reader) =>
  app.inject({ method: 'PUT', url, payload, headers: { ...who.credentials } });
const document = (url: string) =>
  app.inject({ method: 'GET', url, headers: { 'sec-fetch-dest': 'document' } });
const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);

beforeAll(async () => {
  appDir = await appShellDir('ic-drafts-');
  app = await buildTestApp({ seed: true, config: { appDir } });
  editor = await signUpStaff(app, ['editor']);
  reader = await signUpMember(app);
  const comics: Comic[] = (await get(app, '/comic')).json().data;
  const [first, second] = comics;
  if (!first || !second) throw new Error('the seed has too few comics');
  [hidden, open] = [first, second];
  hiddenChapters = await chaptersOf(app, hidden, reader.credentials);
  const openChapters = await chaptersOf(app, open, reader.credentials);
  const last = openChapters.at(-1);
  if (!last) throw new Error('no chapter');
  draftChapter = last;

  // What the reader had before: a follow, a list entry, a chapter begun in each comic.
  const [begun] = hiddenChapters;
  if (!begun) throw new Error('no chapter');
  await post(app, `/api/follows/${hidden._id}`, {}, reader.credentials);
  await put(`/api/my-list/comic/${hidden._id}`, {});
  const at = app.now().toISOString();
  await put(`/api/progress/${begun._id}`, { page: 1, pageCount: 3, finished: false, at });
  await put(`/api/progress/${draftChapter._id}`, { page: 1, pageCount: 3, finished: false, at });

  const publication = { publication: 'draft' };
  await studio(
    app,
    'PUT',
    `/api/studio/comics/${hidden._id}/publication`,
    editor.credentials,
    publication,
  );
  await studio(
    app,
    'PUT',
    `/api/studio/chapters/${draftChapter._id}/publication`,
    editor.credentials,
    publication,
  );
}, 120_000);
afterAll(async () => {
  await app.close();
  await fs.rm(appDir, { recursive: true, force: true });
});

describe('a comic taken back to a draft', () => {
  it('leaves the lists, the details, the chapter list and search', async () => {
    expect(idsOf((await get(app, '/comic')).json().data)).not.toContain(hidden._id);
    expect(idsOf((await get(app, '/comic?sort=new')).json().data)).not.toContain(hidden._id);
    expect((await get(app, `/comic/${hidden._id}`)).statusCode).toBe(404);
    expect((await get(app, `/comicChap/${hidden._id}/chapters`)).statusCode).toBe(404);
    const search = (await get(app, `/api/search?q=${encodeURIComponent(hidden.title)}`)).json();
    expect(idsOf(search.data.comics)).not.toContain(hidden._id);
  });

  it('has no page, preview picture or sitemap entry', async () => {
    expect((await document(`/comics/${hidden._id}`)).statusCode).toBe(404);
    expect((await app.inject(`/og/comic/${hidden._id}.png`)).statusCode).toBe(404);
    const sitemap = (await app.inject('/sitemap.xml')).body;
    expect(sitemap).not.toContain(hidden._id);
    expect(sitemap).toContain(open._id);
  });

  it('cannot be read: reader pages, PDF, page images, progress, opens', async () => {
    const [chapter] = hiddenChapters;
    if (!chapter) throw new Error('no chapter');
    const pages = await get(
      app,
      `/comicChap/${hidden._id}/chapters/${chapter._id}/pages`,
      reader.credentials,
    );
    expect(pages.statusCode).toBe(404);
    expect(
      (await get(app, `/media/chapters/${chapter._id}.pdf`, reader.credentials)).statusCode,
    ).toBe(404);
    const image = `/media/pages/${chapter._id}/1-480.webp`;
    expect((await get(app, image, reader.credentials)).statusCode).toBe(404);
    const at = app.now().toISOString();
    const saved = await put(`/api/progress/${chapter._id}`, {
      page: 2,
      pageCount: 3,
      finished: false,
      at,
    });
    expect(saved.statusCode).toBe(404);
    const opened = await post(
      app,
      '/api/reading/open',
      { chapterId: chapter._id },
      reader.credentials,
    );
    expect(opened.statusCode).toBe(404);
  });

  it("leaves the reader's follows, list, continue reading and new-for-you", async () => {
    const follows = (await get(app, '/api/follows', reader.credentials)).json().data;
    expect(JSON.stringify(follows)).not.toContain(hidden._id);
    const list = (await get(app, '/api/my-list', reader.credentials)).json().data;
    expect(JSON.stringify(list)).not.toContain(hidden._id);
    const continuing = (await get(app, '/api/progress/continue', reader.credentials)).json().data;
    expect(JSON.stringify(continuing)).not.toContain(hidden._id);
    const fresh = (await get(app, '/api/new-for-you', reader.credentials)).json().data;
    expect(JSON.stringify(fresh)).not.toContain(hidden._id);
    expect((await post(app, `/api/follows/${hidden._id}`, {}, reader.credentials)).statusCode).toBe(
      404,
    );
    expect((await put(`/api/my-list/comic/${hidden._id}`, {})).statusCode).toBe(404);
  });

  it("leaves its cast's biographies and mails nobody", async () => {
    const [castId] = hidden.characterIds;
    if (!castId) throw new Error('no cast');
    const character = (await get(app, `/character/get/${castId}`)).json().data;
    expect(JSON.stringify(character.appearsIn)).not.toContain(hidden._id);
    const sent = await mailNewChapters(
      app.db,
      app.mailer,
      'http://x',
      idsOf(hiddenChapters),
      app.now(),
    );
    expect(sent).toBe(0);
  });
});

describe('a draft chapter of a published comic', () => {
  it('is left out of the chapter list and the counts, and cannot be opened', async () => {
    const listed = await chaptersOf(app, open, reader.credentials);
    expect(idsOf(listed)).not.toContain(draftChapter._id);
    const shown: Comic = (await get(app, `/comic/${open._id}`)).json().data;
    expect(shown.chapterCount).toBe(open.chapterCount - 1);
    const pages = await get(
      app,
      `/comicChap/${open._id}/chapters/${draftChapter._id}/pages`,
      reader.credentials,
    );
    expect(pages.statusCode).toBe(404);
    expect(
      (await get(app, `/media/chapters/${draftChapter._id}.pdf`, reader.credentials)).statusCode,
    ).toBe(404);
    expect(
      (await document(`/comicChap/${open._id}/chapters/pdfView?chapter=${draftChapter._id}`))
        .statusCode,
    ).toBe(404);
    const continuing = (await get(app, '/api/progress/continue', reader.credentials)).json().data;
    expect(JSON.stringify(continuing)).not.toContain(draftChapter._id);
  });

  it('comes back when published again', async () => {
    const res = await studio(
      app,
      'PUT',
      `/api/studio/chapters/${draftChapter._id}/publication`,
      editor.credentials,
      {
        publication: 'published',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(idsOf(await chaptersOf(app, open, reader.credentials))).toContain(draftChapter._id);
  });
});
