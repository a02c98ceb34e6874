import { ACCESS_MESSAGES, messageKeyOf, readingDay, type Chapter, type Comic } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chaptersOf,
  comicTitled,
  pdfOf,
  signUpChild,
  signUpMember,
  signUpReader,
  type TestReader,
} from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { asBearer, get, logIn, type Credentials } from '../../payments/flow.ts';

const SEEDED = new Date('2026-11-24T10:00:00.000Z');
const WEEK_LATER = '2026-12-01T10:00:00.000Z';
let clock = SEEDED;
let app: FastifyInstance;
let storm: Chapter[];
let mapFirst: Chapter;
let tidesFirst: Chapter;

beforeAll(async () => {
  app = await buildTestApp({ seed: true, now: () => clock });
  const chaptersTitled = async (title: string) => chaptersOf(app, await comicTitled(app, title));
  storm = await chaptersTitled('Rise of the Eternal Storm');
  [mapFirst] = (await chaptersTitled('Map of the Hungry Zero')) as [Chapter];
  [tidesFirst] = (await chaptersTitled('Tides of Ratnakar')) as [Chapter];
});
afterAll(() => app.close());

const membersChapter = () => storm[1] as Chapter;
const earlyChapter = () => storm.at(-1) as Chapter;

async function fetchPdf(chapter: Chapter, credentials?: Credentials, headers = {}) {
  return app.inject({
    url: pdfOf(chapter),
    headers: { ...headers, ...credentials },
  });
}

function expectRefused(
  res: Awaited<ReturnType<typeof fetchPdf>>,
  status: number,
  message: string,
  data: object,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ success: false, message, messageKey: messageKeyOf(message), data });
  expect(res.headers['cache-control']).toBe('private, no-cache');
}

describe('a chapter PDF is served only to a reader the decision allows', () => {
  it('signed out: 401 with the lock, for a members chapter and an early one', async () => {
    expectRefused(await fetchPdf(membersChapter()), 401, ACCESS_MESSAGES.membersOnly, {
      reason: 'sign-in',
    });
    expectRefused(await fetchPdf(earlyChapter()), 401, 'Free on Dec 1, 2026', {
      reason: 'early-until',
      until: WEEK_LATER,
    });
  });

  it('a free account: 403 on a members chapter, by cookie or by bearer token', async () => {
    const reader = await signUpReader(app);
    for (const credentials of [reader.credentials, asBearer(reader)]) {
      expectRefused(await fetchPdf(membersChapter(), credentials), 403, 'Members only', {
        reason: 'members',
      });
    }
  });

  it('a member: 200, a working Range request, ETag and 304, never cached for sharing', async () => {
    const member = await signUpMember(app);
    const whole = await fetchPdf(membersChapter(), member.credentials);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    expect(whole.headers.vary).toMatch(/Cookie, Authorization/);
    const range = await fetchPdf(membersChapter(), asBearer(member), { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(range.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const etag = whole.headers.etag as string;
    const again = await fetchPdf(membersChapter(), member.credentials, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const early = await fetchPdf(earlyChapter(), member.credentials);
    expect(early.statusCode).toBe(200);
  });

  it("a member's URL copied to a signed-out browser or another account does not work", async () => {
    const member = await signUpMember(app);
    const listed = await chaptersOf(
      app,
      await comicTitled(app, 'Tides of Ratnakar'),
      member.credentials,
    );
    const url = listed[1]?.chapPdf;
    expect(url).toMatch(/^\/media\/chapters\//);
    expect((await app.inject(url ?? '')).statusCode).toBe(401);
    const other = await signUpReader(app);
    expect((await get(app, url ?? '', other.credentials)).statusCode).toBe(403);
  });

  it('an expired member: 403 from the instant the membership ends', async () => {
    const member = await signUpMember(app, 'Monthly');
    const until = (await get(app, '/api/membership', member.credentials)).json().data.memberUntil;
    clock = new Date(Date.parse(until) - 1);
    expect((await fetchPdf(membersChapter(), await logIn(app, member))).statusCode).toBe(200);
    clock = new Date(until);
    const session = await logIn(app, member);
    expectRefused(await fetchPdf(membersChapter(), session), 403, 'Members only', {
      reason: 'members',
    });
    clock = SEEDED;
  });

  it('a free chapter is public and cached for a week; so is an early one after its date', async () => {
    const free = await fetchPdf(storm[0] as Chapter);
    expect(free.statusCode).toBe(200);
    expect(free.headers['cache-control']).toBe('public, max-age=604800');
    clock = new Date(WEEK_LATER);
    const released = await fetchPdf(earlyChapter());
    expect(released.statusCode).toBe(200);
    expect(released.headers['cache-control']).toBe('public, max-age=604800');
    clock = SEEDED;
  });

  it('covers and thumbnails of locked chapters stay public', async () => {
    const comic: Comic = await comicTitled(app, 'Rise of the Eternal Storm');
    for (const url of [membersChapter().chapImage, earlyChapter().chapImage, comic.coverImg]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public/);
    }
  });

  it('never serves a stored PDF no chapter claims (a file an import replaced)', async () => {
    await app.db
      .insertInto('media')
      .values({
        path: '/media/files/0000/old-chapter.pdf',
        content_type: 'application/pdf',
        body: Buffer.from('%PDF-1.4 old'),
        etag: '"old"',
      })
      .execute();
    expect((await app.inject('/media/files/0000/old-chapter.pdf')).statusCode).toBe(404);
  });
});

describe('a child', () => {
  let child: TestReader;
  beforeAll(async () => {
    child = await signUpChild(app, { dob: '2015-06-01', dailyLimitMinutes: 30 });
  });

  it('is refused a comic above its rating, even a free chapter: 403 Rated T', async () => {
    expectRefused(await fetchPdf(mapFirst, child.credentials), 403, 'Rated T', {
      reason: 'rating',
    });
  });

  it('reads a free chapter within its limits, privately, and the visit counts as one open', async () => {
    for (const range of ['bytes=0-99', 'bytes=100-199', 'bytes=200-299']) {
      const res = await fetchPdf(tidesFirst, child.credentials, { range });
      expect(res.statusCode).toBe(206);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    const opens = await app.db
      .selectFrom('chapter_opens')
      .select(['chapter_id', 'opened_at'])
      .where('user_id', '=', child.id)
      .execute();
    expect(opens).toEqual([{ chapter_id: tidesFirst._id, opened_at: SEEDED }]);
    const clockRow = await app.db
      .selectFrom('reading_clocks')
      .select(['chapter_id', 'last_activity_at'])
      .where('user_id', '=', child.id)
      .executeTakeFirst();
    expect(clockRow).toEqual({ chapter_id: tidesFirst._id, last_activity_at: SEEDED });
  });

  it('is refused once the daily minutes are used: 403', async () => {
    await app.db
      .insertInto('reading_minutes')
      .values({ user_id: child.id, day: readingDay(SEEDED), minutes: 30 })
      .execute();
    expectRefused(await fetchPdf(tidesFirst, child.credentials), 403, ACCESS_MESSAGES.timeLimit, {
      reason: 'time-limit',
    });
  });

  it('an adult reading leaves no trace', async () => {
    const adult = await signUpReader(app);
    expect((await fetchPdf(tidesFirst, adult.credentials)).statusCode).toBe(200);
    const opens = await app.db
      .selectFrom('chapter_opens')
      .select('id')
      .where('user_id', '=', adult.id)
      .execute();
    expect(opens).toEqual([]);
  });
});
