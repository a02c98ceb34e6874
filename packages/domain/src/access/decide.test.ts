import { describe, expect, it } from 'vitest';
import {
  decideChapterAccess,
  isMember,
  refusalStatus,
  type ChapterRules,
  type ChildLimits,
  type Reader,
} from './decide.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const LATER = '2026-12-01T10:00:00.000Z';
const EARLIER = '2026-11-20T10:00:00.000Z';

const free: ChapterRules = { access: 'free', publicAt: null, rating: 'G' };
const members: ChapterRules = { access: 'members', publicAt: null, rating: 'G' };
const early: ChapterRules = { access: 'early', publicAt: LATER, rating: 'G' };

const signedOut: Reader = { kind: 'signed-out' };
const freeAccount: Reader = { kind: 'account', memberUntil: null, child: null };
const member: Reader = { kind: 'account', memberUntil: LATER, child: null };
const lapsed: Reader = { kind: 'account', memberUntil: EARLIER, child: null };
const limits: ChildLimits = {
  maxRating: 'PG',
  dailyLimitMinutes: null,
  paused: false,
  minutesReadToday: 0,
};
const child = (change: Partial<ChildLimits> = {}, memberUntil: string | null = null): Reader => ({
  kind: 'account',
  memberUntil,
  child: { ...limits, ...change },
});

describe('decideChapterAccess', () => {
  it('opens a free chapter to everyone, signed in or not', () => {
    for (const reader of [signedOut, freeAccount, member, lapsed])
      expect(decideChapterAccess(reader, free, NOW)).toEqual({ read: true });
  });

  it('asks a signed-out reader to sign in for a members chapter', () => {
    expect(decideChapterAccess(signedOut, members, NOW)).toEqual({
      read: false,
      reason: 'sign-in',
    });
  });

  it('refuses a members chapter to a free account and to a lapsed member', () => {
    expect(decideChapterAccess(freeAccount, members, NOW)).toEqual({
      read: false,
      reason: 'members',
    });
    expect(decideChapterAccess(lapsed, members, NOW)).toEqual({ read: false, reason: 'members' });
  });

  it('opens a members chapter while the entitlement runs, and not at its last instant', () => {
    expect(decideChapterAccess(member, members, NOW)).toEqual({ read: true });
    const endsNow: Reader = { kind: 'account', memberUntil: NOW.toISOString(), child: null };
    expect(decideChapterAccess(endsNow, members, NOW)).toEqual({ read: false, reason: 'members' });
  });

  it('gives members an early chapter now and everyone else its date', () => {
    expect(decideChapterAccess(member, early, NOW)).toEqual({ read: true });
    for (const reader of [signedOut, freeAccount])
      expect(decideChapterAccess(reader, early, NOW)).toEqual({
        read: false,
        reason: 'early-until',
        until: LATER,
      });
  });

  it('opens an early chapter to everyone once the clock passes publicAt', () => {
    const atRelease = new Date(LATER);
    expect(decideChapterAccess(signedOut, early, atRelease)).toEqual({ read: true });
    expect(decideChapterAccess(freeAccount, early, new Date(atRelease.getTime() + 1))).toEqual({
      read: true,
    });
  });

  it("refuses a child a comic above the guardian's rating, even a free one and even as a member", () => {
    const teen: ChapterRules = { ...free, rating: 'T' };
    expect(decideChapterAccess(child(), teen, NOW)).toEqual({ read: false, reason: 'rating' });
    expect(decideChapterAccess(child({}, LATER), teen, NOW)).toEqual({
      read: false,
      reason: 'rating',
    });
    expect(decideChapterAccess(child({ maxRating: 'T' }), teen, NOW)).toEqual({ read: true });
    expect(decideChapterAccess(child(), { ...free, rating: 'PG' }, NOW)).toEqual({ read: true });
  });

  it('stops a child once the daily minutes are used up', () => {
    const limited = (minutesReadToday: number) =>
      child({ dailyLimitMinutes: 20, minutesReadToday });
    expect(decideChapterAccess(limited(19), free, NOW)).toEqual({ read: true });
    expect(decideChapterAccess(limited(20), free, NOW)).toEqual({
      read: false,
      reason: 'time-limit',
    });
    expect(decideChapterAccess(child({ minutesReadToday: 900 }), free, NOW)).toEqual({
      read: true,
    });
  });

  it('closes everything to a paused child, before any other reason', () => {
    const paused = child({ paused: true, dailyLimitMinutes: 1, minutesReadToday: 5 });
    expect(decideChapterAccess(paused, { ...free, rating: 'T' }, NOW)).toEqual({
      read: false,
      reason: 'paused',
    });
  });

  it("applies a child's limits before the chapter's access level", () => {
    expect(decideChapterAccess(child({ paused: true }), members, NOW)).toEqual({
      read: false,
      reason: 'paused',
    });
    expect(decideChapterAccess(child(), members, NOW)).toEqual({ read: false, reason: 'members' });
  });
});

describe('isMember and refusalStatus', () => {
  it('counts only a running entitlement', () => {
    expect(isMember(member, NOW)).toBe(true);
    expect(isMember(lapsed, NOW)).toBe(false);
    expect(isMember(signedOut, NOW)).toBe(false);
  });

  it('answers 401 to a signed-out reader and 403 to an account', () => {
    expect(refusalStatus(signedOut)).toBe(401);
    expect(refusalStatus(freeAccount)).toBe(403);
  });
});
