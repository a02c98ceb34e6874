import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Comic, FollowList, NewForYou } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../../src/content/import/index.ts';
import { signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp, readOutbox, TEST_PUBLIC_URL } from '../../helpers.ts';
import { get, post, type Credentials } from '../../payments/flow.ts';

// Follows, "New for you" and the new-chapter mail, on the import fixture's one comic (Monsoon
// Patrol: chapter 1 released 2026-01-05, chapter 2 without a date, so published at the import).

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/content');
const NOW = new Date('2026-11-24T10:00:00.000Z');

let app: FastifyInstance;
let comic: Comic;

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW });
  await importContent(app, FIXTURE, NOW);
  const [imported] = (await get(app, '/comic')).json().data as Comic[];
  if (!imported) throw new Error('the fixture has no comic');
  comic = imported;
});
afterAll(() => app.close());

function remove(url: string, credentials: Credentials) {
  return app.inject({ method: 'DELETE', url, headers: credentials });
}

async function follows(reader: TestReader): Promise<FollowList> {
  const res = await get(app, '/api/follows', reader.credentials);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function newForYou(reader: TestReader): Promise<NewForYou> {
  const res = await get(app, '/api/new-for-you', reader.credentials);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-cache');
  return res.json().data;
}

/** The fixture with a third chapter: what publishing a new chapter through the import looks like. */
async function fixtureWithNewChapter(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-follow-import-'));
  await fs.cp(FIXTURE, dir, { recursive: true });
  const file = path.join(dir, 'comics.json');
  const comics = JSON.parse(await fs.readFile(file, 'utf8'));
  comics[0].chapters.push({
    title: 'Third Rain',
    chapPdf: 'media/chapters/monsoon-patrol-1.pdf',
    pageCount: 2,
  });
  await fs.writeFile(file, JSON.stringify(comics));
  return dir;
}

describe('follows', () => {
  it('needs a signed-in reader', async () => {
    expect((await get(app, '/api/follows')).statusCode).toBe(401);
    expect((await post(app, `/api/follows/${comic._id}`, {})).statusCode).toBe(401);
    expect((await get(app, '/api/new-for-you')).statusCode).toBe(401);
  });

  it('follows once however often asked, lists the series and unfollows', async () => {
    const reader = await signUpReader(app);
    expect((await follows(reader)).follows).toEqual([]);
    const first = await post(app, `/api/follows/${comic._id}`, {}, reader.credentials);
    expect(first.statusCode).toBe(200);
    await post(app, `/api/follows/${comic._id}`, {}, reader.credentials);
    const list = await follows(reader);
    expect(list.follows).toHaveLength(1);
    expect(list.follows[0]).toMatchObject({
      comic: { _id: comic._id, title: 'Monsoon Patrol', rating: 'PG' },
      followedAt: expect.any(String),
    });
    const gone = await remove(`/api/follows/${comic._id}`, reader.credentials);
    expect(gone.json().data.follows).toEqual([]);
  });

  it('answers 404 for a comic that does not exist and 400 for a malformed id', async () => {
    const reader = await signUpReader(app);
    const missing = await post(app, `/api/follows/${'a'.repeat(24)}`, {}, reader.credentials);
    expect(missing.statusCode).toBe(404);
    expect((await post(app, '/api/follows/nope', {}, reader.credentials)).statusCode).toBe(400);
  });
});

describe('GET /api/new-for-you', () => {
  it('lists recent chapters of followed series until the reader opens them', async () => {
    const reader = await signUpReader(app);
    expect((await newForYou(reader)).chapters).toEqual([]);
    await post(app, `/api/follows/${comic._id}`, {}, reader.credentials);
    const { chapters } = await newForYou(reader);
    // Chapter 1 came out in January: not new. Chapter 2 was published by the import just now.
    expect(chapters.map((c) => [c.comic.title, c.chapter.number, c.chapter.title])).toEqual([
      ['Monsoon Patrol', 2, 'Second Rain'],
    ]);
    expect(chapters[0]?.publishedAt).toBe(NOW.toISOString());
    await app.db
      .insertInto('reading_progress')
      .values({
        user_id: reader.id,
        chapter_id: chapters[0]?.chapter._id ?? '',
        page: 1,
        page_count: 2,
        finished: false,
        client_updated_at: NOW,
      })
      .execute();
    expect((await newForYou(reader)).chapters).toEqual([]);
  });
});

describe('the new-chapter mail', () => {
  it('goes to adult followers who allow mail when an import publishes a chapter, once', async () => {
    const fan = await signUpReader(app);
    const quiet = await signUpReader(app);
    const child = await signUpReader(app);
    const stranger = await signUpReader(app);
    await app.db
      .updateTable('users')
      .set({ news_letter: false })
      .where('id', '=', quiet.id)
      .execute();
    await app.db
      .updateTable('users')
      .set({ dob: '2014-03-03' })
      .where('id', '=', child.id)
      .execute();
    for (const reader of [fan, quiet, child]) {
      await post(app, `/api/follows/${comic._id}`, {}, reader.credentials);
    }
    const notify = { mailer: app.mailer, publicUrl: TEST_PUBLIC_URL };
    const folder = await fixtureWithNewChapter();
    try {
      const summary = await importContent(app, folder, NOW, { notify });
      const mails = (await readOutbox(app)).filter((m) => m.subject.startsWith('New in'));
      const to = (reader: TestReader) => mails.filter((m) => m.to === reader.body.email);
      expect(to(fan)).toHaveLength(1);
      expect(to(fan)[0]?.subject).toBe('New in Monsoon Patrol: Chapter 3, Third Rain');
      expect(to(fan)[0]?.links[0]).toMatch(
        new RegExp(
          `^${TEST_PUBLIC_URL}/comicChap/${comic._id}/chapters/pdfView\\?chapter=[0-9a-f]{24}$`,
        ),
      );
      expect(to(quiet)).toEqual([]);
      expect(to(child)).toEqual([]);
      expect(to(stranger)).toEqual([]);
      expect(summary.followerMails).toBe(mails.length);
      // The same folder again publishes nothing new, so nobody hears twice.
      const again = await importContent(app, folder, NOW, { notify });
      expect(again.followerMails).toBe(0);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
