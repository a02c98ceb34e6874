import { READING_HEARTBEAT_MS, READING_IDLE_MS, type Chapter } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chaptersOf,
  comicTitled,
  signUpChild,
  signUpMember,
  signUpReader,
  type TestReader,
} from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { post } from '../../payments/flow.ts';
import { CHAPTER_NOT_FOUND } from '../../../src/routes/reading/index.ts';
import { OPEN_GAP_MS } from '../../../src/repositories/reading.ts';

// 10:00 in India is 04:30 UTC; India's midnight is 18:30 UTC.
const START = new Date('2026-11-24T04:30:00.000Z');
const MINUTE = 60_000;
let clock = START;
let app: FastifyInstance;
let free: Chapter;
let members: Chapter;

beforeAll(async () => {
  app = await buildTestApp({ seed: true, now: () => clock });
  const chapters = await chaptersOf(app, await comicTitled(app, 'Tides of Ratnakar'));
  [free, members] = chapters as [Chapter, Chapter];
});
afterAll(() => app.close());

const at = (ms: number) => {
  clock = new Date(START.getTime() + ms);
};

async function open(reader: TestReader, chapterId = free._id) {
  const res = await post(app, '/api/reading/open', { chapterId }, reader.credentials);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function heartbeat(reader: TestReader, page: number, chapterId = free._id) {
  const res = await post(app, '/api/reading/heartbeat', { chapterId, page }, reader.credentials);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const rowsOf = (table: 'chapter_opens' | 'reading_clocks' | 'reading_minutes', userId: string) =>
  app.db.selectFrom(table).selectAll().where('user_id', '=', userId).execute();

describe('POST /api/reading/open and /heartbeat: who may call, with what', () => {
  it('answers 401 signed out', async () => {
    for (const url of ['/api/reading/open', '/api/reading/heartbeat']) {
      const res = await post(app, url, { chapterId: free._id, page: 1 });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 404 for a chapter that does not exist', async () => {
    const reader = await signUpReader(app);
    const res = await post(
      app,
      '/api/reading/heartbeat',
      { chapterId: '0123456789abcdef01234567', page: 1 },
      reader.credentials,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: CHAPTER_NOT_FOUND });
  });

  it('refuses access levels, dates or user ids in the body (400)', async () => {
    const child = await signUpChild(app, { dob: '2014-01-01' });
    for (const extra of [{ access: 'free' }, { publicAt: START.toISOString() }, { userId: 'x' }]) {
      const res = await post(
        app,
        '/api/reading/open',
        { chapterId: members._id, ...extra },
        child.credentials,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await rowsOf('chapter_opens', child.id)).toEqual([]);
  });

  it('stores nothing for an adult and answers the decision', async () => {
    const adult = await signUpReader(app);
    expect(await open(adult, members._id)).toEqual({
      minutesToday: 0,
      limitMinutes: null,
      decision: { read: false, reason: 'members' },
    });
    expect(await heartbeat(adult, 2)).toEqual({
      minutesToday: 0,
      limitMinutes: null,
      decision: { read: true },
    });
    const member = await signUpMember(app);
    expect((await open(member, members._id)).decision).toEqual({ read: true });
    for (const table of ['chapter_opens', 'reading_clocks', 'reading_minutes'] as const) {
      expect(await rowsOf(table, adult.id)).toEqual([]);
      expect(await rowsOf(table, member.id)).toEqual([]);
    }
  });
});

describe("a child's reading minutes", () => {
  it('records one open per visit of a chapter, and none for a refused one', async () => {
    at(0);
    const child = await signUpChild(app, { dob: '2014-01-01' });
    await open(child);
    at(OPEN_GAP_MS - 1);
    await open(child);
    expect(await rowsOf('chapter_opens', child.id)).toHaveLength(1);
    at(OPEN_GAP_MS + 1);
    await open(child);
    expect((await open(child, members._id)).decision).toEqual({ read: false, reason: 'members' });
    const opens = await rowsOf('chapter_opens', child.id);
    expect(opens.map((o) => o.chapter_id)).toEqual([free._id, free._id]);
  });

  it('counts one minute per heartbeat interval, however often heartbeats come', async () => {
    at(0);
    const child = await signUpChild(app, { dob: '2014-01-01' });
    await open(child);
    at(MINUTE);
    expect((await heartbeat(child, 1)).minutesToday).toBe(1);
    at(MINUTE + 20_000);
    expect((await heartbeat(child, 2)).minutesToday).toBe(1);
    at(MINUTE + 40_000);
    expect((await heartbeat(child, 3)).minutesToday).toBe(1);
    at(2 * MINUTE);
    expect((await heartbeat(child, 3)).minutesToday).toBe(2);
    at(3 * MINUTE);
    expect(await heartbeat(child, 4)).toEqual({
      minutesToday: 3,
      limitMinutes: null,
      decision: { read: true },
    });
  });

  it('stops counting a tab left open with no page turned', async () => {
    at(0);
    const child = await signUpChild(app, { dob: '2014-01-01' });
    await open(child);
    let counted = 0;
    for (let minute = 1; minute <= 15; minute += 1) {
      at(minute * READING_HEARTBEAT_MS);
      counted = (await heartbeat(child, 1)).minutesToday;
    }
    expect(counted).toBe(READING_IDLE_MS / READING_HEARTBEAT_MS);
    at(16 * READING_HEARTBEAT_MS);
    expect((await heartbeat(child, 2)).minutesToday).toBe(counted + 1);
  });

  it("counts on India's calendar day", async () => {
    const child = await signUpChild(app, { dob: '2014-01-01' });
    clock = new Date('2026-11-24T18:28:00.000Z');
    await open(child);
    clock = new Date('2026-11-24T18:29:00.000Z');
    expect((await heartbeat(child, 2)).minutesToday).toBe(1);
    clock = new Date('2026-11-24T18:30:00.000Z');
    expect((await heartbeat(child, 3)).minutesToday).toBe(1);
    const days = await rowsOf('reading_minutes', child.id);
    expect(days.map((d) => [d.day, d.minutes])).toEqual([
      ['2026-11-24', 1],
      ['2026-11-25', 1],
    ]);
    clock = START;
  });

  it('stops the reader mid-chapter when the limit is reached, and the file too', async () => {
    at(0);
    const child = await signUpChild(app, { dob: '2014-01-01', dailyLimitMinutes: 2 });
    expect(await open(child)).toEqual({
      minutesToday: 0,
      limitMinutes: 2,
      decision: { read: true },
    });
    at(MINUTE);
    expect((await heartbeat(child, 2)).decision).toEqual({ read: true });
    at(2 * MINUTE);
    expect(await heartbeat(child, 3)).toEqual({
      minutesToday: 2,
      limitMinutes: 2,
      decision: { read: false, reason: 'time-limit' },
    });
    at(3 * MINUTE);
    expect((await heartbeat(child, 4)).minutesToday).toBe(2);
    const pdf = await app.inject({ url: free.chapPdf ?? '', headers: child.credentials });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json().data).toEqual({ reason: 'time-limit' });
  });

  it('counts nothing for a paused child', async () => {
    at(0);
    const child = await signUpChild(app, { dob: '2014-01-01', paused: true });
    expect((await open(child)).decision).toEqual({ read: false, reason: 'paused' });
    at(MINUTE);
    expect(await heartbeat(child, 2)).toEqual({
      minutesToday: 0,
      limitMinutes: null,
      decision: { read: false, reason: 'paused' },
    });
    expect(await rowsOf('reading_minutes', child.id)).toEqual([]);
  });
});
