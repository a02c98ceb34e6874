import type { Chapter, Comic } from '@ic/domain';
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
import { asBearer, get } from '../../payments/flow.ts';

const SEEDED = new Date('2026-11-24T10:00:00.000Z');
const WEEK_LATER = '2026-12-01T10:00:00.000Z';
let clock = SEEDED;
let app: FastifyInstance;
let storm: Comic;

beforeAll(async () => {
  app = await buildTestApp({ seed: true, now: () => clock });
  storm = await comicTitled(app, 'Rise of the Eternal Storm');
});
afterAll(() => app.close());

const locks = (chapters: Chapter[]) => chapters.map((c) => (c.readable ? null : c.lock));

describe('comics: rating and chapter counts', () => {
  it('rates each comic and counts its chapters and those only members read now', async () => {
    expect(storm).toMatchObject({ rating: 'PG', chapterCount: 6, membersChapterCount: 5 });
    const tides = await comicTitled(app, 'Tides of Ratnakar');
    expect(tides).toMatchObject({ rating: 'G', chapterCount: 5, membersChapterCount: 4 });
    const one = (await get(app, `/comic/${storm._id}`)).json().data;
    expect(one).toEqual({ ...storm, cast: expect.any(Array) });
  });

  it('stops counting an early chapter once it is public', async () => {
    clock = new Date(WEEK_LATER);
    expect((await comicTitled(app, 'Rise of the Eternal Storm')).membersChapterCount).toBe(4);
    clock = SEEDED;
  });
});

describe('GET /comicChap/:id/chapters, per caller', () => {
  it('signed out: the free chapter opens, the others ask to sign in or name the release day', async () => {
    const res = await get(app, `/comicChap/${storm._id}/chapters`);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toMatch(/Cookie, Authorization/);
    const chapters: Chapter[] = res.json().data;
    expect(chapters.map((c) => [c.number, c.access, c.publicAt, c.rating])).toEqual([
      [1, 'free', null, 'PG'],
      [2, 'members', null, 'PG'],
      [3, 'members', null, 'PG'],
      [4, 'members', null, 'PG'],
      [5, 'members', null, 'PG'],
      [6, 'early', WEEK_LATER, 'PG'],
    ]);
    expect(locks(chapters)).toEqual([
      null,
      ...Array.from({ length: 4 }, () => ({ reason: 'sign-in' })),
      { reason: 'early-until', until: WEEK_LATER },
    ]);
    expect(chapters.map((c) => c.readable)).toEqual([true, false, false, false, false, false]);
    expect(chapters[0]?.chapPdf).toBe(`/media/chapters/${chapters[0]?._id}.pdf`);
    for (const locked of chapters.slice(1)) {
      expect(locked.chapPdf).toBeNull();
      expect(locked.chapImage).toMatch(/^\/media\/art\/chapters\//);
    }
  });

  it('a free account: members only, answered privately', async () => {
    const reader = await signUpReader(app);
    for (const credentials of [reader.credentials, asBearer(reader)]) {
      const res = await get(app, `/comicChap/${storm._id}/chapters`, credentials);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/Cookie, Authorization/);
      expect(locks(res.json().data)).toEqual([
        null,
        ...Array.from({ length: 4 }, () => ({ reason: 'members' })),
        { reason: 'early-until', until: WEEK_LATER },
      ]);
    }
  });

  it('a member reads everything, early access included, with every file', async () => {
    const member = await signUpMember(app);
    const chapters = await chaptersOf(app, storm, member.credentials);
    expect(chapters.every((c) => c.readable && c.lock === null)).toBe(true);
    expect(chapters.map((c) => c.chapPdf)).toEqual(
      chapters.map((c) => `/media/chapters/${c._id}.pdf`),
    );
  });

  it('everyone reads the early chapter once the clock passes publicAt', async () => {
    clock = new Date(WEEK_LATER);
    const chapters = await chaptersOf(app, storm);
    expect(chapters.at(-1)).toMatchObject({ access: 'early', readable: true, lock: null });
    clock = SEEDED;
  });

  describe('a child', () => {
    let child: TestReader;
    beforeAll(async () => {
      child = await signUpChild(app, { dob: '2015-03-01' });
    });

    it('is refused a comic above its rating, every chapter of it', async () => {
      const map = await comicTitled(app, 'Map of the Hungry Zero');
      const chapters = await chaptersOf(app, map, child.credentials);
      expect(chapters.length).toBeGreaterThan(0);
      expect(chapters.every((c) => c.lock?.reason === 'rating' && c.chapPdf === null)).toBe(true);
    });

    it('reads free chapters within its rating, and members chapters stay for members', async () => {
      expect(locks(await chaptersOf(app, storm, child.credentials))).toEqual([
        null,
        ...Array.from({ length: 4 }, () => ({ reason: 'members' })),
        { reason: 'early-until', until: WEEK_LATER },
      ]);
    });

    it('is stopped everywhere when paused', async () => {
      const paused = await signUpChild(app, { dob: '2012-03-01', paused: true });
      const chapters = await chaptersOf(app, storm, paused.credentials);
      expect(chapters.every((c) => c.lock?.reason === 'paused')).toBe(true);
    });
  });
});

describe('tampered ids', () => {
  it('answers 400 for a malformed comic id and 404 for an unknown one', async () => {
    expect((await get(app, '/comicChap/free/chapters')).statusCode).toBe(400);
    const unknown = await get(app, '/comicChap/0123456789abcdef01234567/chapters');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
  });
});
