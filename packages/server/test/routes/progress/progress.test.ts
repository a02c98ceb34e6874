import {
  PROGRESS_MERGE_MAX,
  type Chapter,
  type ContinueReading,
  type ProgressEntry,
} from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueReading } from '../../../src/repositories/progress.ts';
import { signUpMember, signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { get, logIn, post, type Credentials } from '../../payments/flow.ts';
import { comicRated, nth, seededShelf, type ShelvedComic } from '../../reader.ts';

const NOW = new Date('2026-11-24T10:00:00.000Z');
/** A client time `minutes` before the server's now. */
const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

let app: FastifyInstance;
let shelf: ShelvedComic[];
let g: ShelvedComic;

beforeAll(async () => {
  app = await buildTestApp({ seed: true, now: () => NOW });
  shelf = await seededShelf(app);
  g = comicRated(shelf, 'G');
});
afterAll(() => app.close());

interface Place {
  page: number;
  pageCount: number;
  finished?: boolean;
  at: string;
}

function save(chapter: Chapter, place: Place, credentials?: Credentials, headers = {}) {
  return app.inject({
    method: 'PUT',
    url: `/api/progress/${chapter._id}`,
    payload: { finished: false, ...place },
    headers: { ...credentials, ...headers },
  });
}

async function saved(chapter: Chapter, place: Place, credentials: Credentials) {
  const res = await save(chapter, place, credentials);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProgressEntry;
}

async function entries(credentials: Credentials, comicId?: string): Promise<ProgressEntry[]> {
  const query = comicId ? `?comicId=${comicId}` : '';
  const res = await get(app, `/api/progress${query}`, credentials);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-cache');
  return res.json().data.entries;
}

describe('PUT /api/progress/:chapterId and GET /api/progress', () => {
  let reader: TestReader;
  beforeAll(async () => {
    reader = await signUpReader(app);
  });

  it('saves the page reached and reads it back, for the comic or for everything', async () => {
    const chapter = nth(g, 0);
    expect(await saved(chapter, { page: 3, pageCount: 7, at: at(10) }, reader.credentials)).toEqual(
      { chapterId: chapter._id, page: 3, pageCount: 7, finished: false, updatedAt: at(10) },
    );
    const mine = [
      { chapterId: chapter._id, page: 3, pageCount: 7, finished: false, updatedAt: at(10) },
    ];
    expect(await entries(reader.credentials, g.comic._id)).toEqual(mine);
    expect(await entries(reader.credentials)).toEqual(mine);
    const other = shelf.find((s) => s.comic._id !== g.comic._id);
    expect(await entries(reader.credentials, other?.comic._id)).toEqual([]);
  });

  it('the last write by the client time wins: an older save changes nothing and gets the stored entry', async () => {
    const chapter = nth(g, 0);
    await saved(chapter, { page: 5, pageCount: 7, at: at(8) }, reader.credentials);
    const stale = await saved(chapter, { page: 2, pageCount: 7, at: at(9) }, reader.credentials);
    expect(stale).toMatchObject({ page: 5, updatedAt: at(8) });
    const same = await saved(chapter, { page: 1, pageCount: 7, at: at(8) }, reader.credentials);
    expect(same.page).toBe(5);
  });

  it('two devices converge whatever order their saves arrive in', async () => {
    const account = await signUpReader(app);
    const phone = account.credentials;
    const laptop = await logIn(app, account);
    const chapter = nth(g, 0);
    // The laptop read on to page 6 after the phone's page 4, but its save arrives first.
    await saved(chapter, { page: 6, pageCount: 7, at: at(2) }, laptop);
    await saved(chapter, { page: 4, pageCount: 7, at: at(3) }, phone);
    const [fromPhone, fromLaptop] = [await entries(phone), await entries(laptop)];
    expect(fromPhone).toEqual(fromLaptop);
    expect(fromPhone[0]).toMatchObject({ page: 6, updatedAt: at(2) });
  });

  it('finished stays true, even when a later save from another device says otherwise', async () => {
    const chapter = nth(g, 0);
    const account = await signUpReader(app);
    await saved(chapter, { page: 7, pageCount: 7, finished: true, at: at(5) }, account.credentials);
    const reread = await saved(chapter, { page: 1, pageCount: 7, at: at(1) }, account.credentials);
    expect(reread).toMatchObject({ page: 1, finished: true, updatedAt: at(1) });
  });

  it('a client time in the future counts as now', async () => {
    const account = await signUpReader(app);
    const entry = await saved(
      nth(g, 0),
      { page: 2, pageCount: 7, at: '2030-01-01T00:00:00.000Z' },
      account.credentials,
    );
    expect(entry.updatedAt).toBe(NOW.toISOString());
  });

  it('refuses a chapter the caller may not read (403 with the lock), and a signed-out caller (401)', async () => {
    const membersChapter = nth(g, 1);
    const refused = await save(
      membersChapter,
      { page: 1, pageCount: 5, at: at(1) },
      reader.credentials,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Members only',
      messageKey: 'errors.access.membersOnly',
      data: { reason: 'members' },
    });
    expect(await entries(reader.credentials, g.comic._id)).toHaveLength(1);
    const member = await signUpMember(app);
    expect(
      (await save(membersChapter, { page: 1, pageCount: 5, at: at(1) }, member.credentials))
        .statusCode,
    ).toBe(200);
    const signedOut = await save(nth(g, 0), { page: 1, pageCount: 5, at: at(1) });
    expect(signedOut.statusCode).toBe(401);
    expect((await get(app, '/api/progress')).statusCode).toBe(401);
  });

  it('404 for an unknown chapter; 400 for a page beyond the count or a field it does not take', async () => {
    const unknown = await app.inject({
      method: 'PUT',
      url: `/api/progress/${'0'.repeat(24)}`,
      payload: { page: 1, pageCount: 2, finished: false, at: at(1) },
      headers: reader.credentials,
    });
    expect(unknown.statusCode).toBe(404);
    const beyond = await save(nth(g, 0), { page: 9, pageCount: 7, at: at(1) }, reader.credentials);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors).toEqual([
      {
        field: 'page',
        message: 'The page cannot be beyond the page count.',
        messageKey: 'errors.progress.pageBeyondCount',
      },
    ]);
    const extra = await app.inject({
      method: 'PUT',
      url: `/api/progress/${nth(g, 0)._id}`,
      payload: { page: 1, pageCount: 7, finished: false, at: at(1), userId: reader.id },
      headers: reader.credentials,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a save from another site (CSRF) like every other write', async () => {
    const res = await save(nth(g, 0), { page: 2, pageCount: 7, at: at(0) }, reader.credentials, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('POST /api/progress/merge', () => {
  it("merges a signed-out reader's entries: last write wins per entry; unreadable and unknown chapters are skipped", async () => {
    const reader = await signUpReader(app);
    const [first, membersOnly] = [nth(g, 0), nth(g, 1)];
    const other = shelf.find(
      (s) => s.comic._id !== g.comic._id && s.chapters[0]?.access === 'free',
    );
    const otherFirst = other && nth(other, 0);
    if (!otherFirst) throw new Error('no second comic with a free first chapter');
    await saved(first, { page: 4, pageCount: 7, at: at(5) }, reader.credentials);
    const res = await post(
      app,
      '/api/progress/merge',
      {
        entries: [
          { chapterId: first._id, page: 2, pageCount: 7, finished: false, at: at(6) },
          { chapterId: otherFirst._id, page: 3, pageCount: 6, finished: false, at: at(7) },
          { chapterId: otherFirst._id, page: 5, pageCount: 6, finished: false, at: at(4) },
          { chapterId: membersOnly._id, page: 2, pageCount: 5, finished: false, at: at(4) },
          { chapterId: '0'.repeat(24), page: 1, pageCount: 1, finished: true, at: at(4) },
        ],
      },
      reader.credentials,
    );
    expect(res.statusCode, res.body).toBe(200);
    const merged: ProgressEntry[] = res.json().data.entries;
    expect(merged.sort((a, b) => a.chapterId.localeCompare(b.chapterId))).toEqual(
      [
        { chapterId: first._id, page: 4, pageCount: 7, finished: false, updatedAt: at(5) },
        { chapterId: otherFirst._id, page: 5, pageCount: 6, finished: false, updatedAt: at(4) },
      ].sort((a, b) => a.chapterId.localeCompare(b.chapterId)),
    );
    expect(await entries(reader.credentials)).toHaveLength(2);
  });

  it(`takes at most ${PROGRESS_MERGE_MAX} entries and needs a session`, async () => {
    const reader = await signUpReader(app);
    const entry = { chapterId: nth(g, 0)._id, page: 1, pageCount: 7, finished: false, at: at(1) };
    const tooMany = await post(
      app,
      '/api/progress/merge',
      { entries: Array.from({ length: PROGRESS_MERGE_MAX + 1 }, () => entry) },
      reader.credentials,
    );
    expect(tooMany.statusCode).toBe(400);
    expect((await post(app, '/api/progress/merge', { entries: [entry] })).statusCode).toBe(401);
  });
});

describe('GET /api/progress/continue', () => {
  it('one item per comic, newest first: where the reader stopped, or the next chapter once finished', async () => {
    const reader = await signUpMember(app);
    const [a, b, c] = shelf.filter((s) => s.chapters.length >= 2);
    if (!a || !b || !c) throw new Error('the sample needs three comics of two chapters or more');
    const lastOfC = nth(c, c.chapters.length - 1);
    // a: an older chapter finished, then chapter 2 begun; b: chapter 1 finished; c: all read.
    await saved(
      nth(a, 0),
      { page: 7, pageCount: 7, finished: true, at: at(30) },
      reader.credentials,
    );
    await saved(nth(a, 1), { page: 3, pageCount: 5, at: at(20) }, reader.credentials);
    await saved(
      nth(b, 0),
      { page: 6, pageCount: 6, finished: true, at: at(10) },
      reader.credentials,
    );
    await saved(lastOfC, { page: 1, pageCount: 1, finished: true, at: at(5) }, reader.credentials);
    const res = await get(app, '/api/progress/continue', reader.credentials);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const items: ContinueReading[] = res.json().data;
    const comicOf = ({ comic }: ShelvedComic) => ({
      _id: comic._id,
      title: comic.title,
      coverImg: comic.coverImg,
    });
    const chapterOf = (chapter: Chapter) => ({
      _id: chapter._id,
      number: chapter.number,
      title: chapter.title,
    });
    expect(items).toEqual([
      {
        comic: comicOf(b),
        chapter: chapterOf(nth(b, 1)),
        page: 1,
        pageCount: nth(b, 1).pageCount,
        updatedAt: at(10),
      },
      {
        comic: comicOf(a),
        chapter: chapterOf(nth(a, 1)),
        page: 3,
        pageCount: 5,
        updatedAt: at(20),
      },
    ]);
  });

  it('resumes a next chapter already begun where it was left, and keeps to its limit', async () => {
    const reader = await signUpMember(app);
    const [a, b] = shelf.filter((s) => s.chapters.length >= 2);
    if (!a || !b) throw new Error('the sample needs two comics of two chapters or more');
    await saved(nth(a, 1), { page: 2, pageCount: 5, at: at(40) }, reader.credentials);
    await saved(
      nth(a, 0),
      { page: 7, pageCount: 7, finished: true, at: at(30) },
      reader.credentials,
    );
    await saved(nth(b, 0), { page: 2, pageCount: 6, at: at(35) }, reader.credentials);
    const items = await continueReading(app.db, reader.id, 1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ chapter: { _id: nth(a, 1)._id }, page: 2, updatedAt: at(30) });
  });

  it('needs a session', async () => {
    expect((await get(app, '/api/progress/continue')).statusCode).toBe(401);
  });
});
