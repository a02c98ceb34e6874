import { describe, expect, it } from 'vitest';
import { decideChapterAccess, type AccessDecision, type Reader } from '../access/decide.ts';
import { accessDecisionSchema, chapterLockSchema } from './access.ts';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('accessDecisionSchema', () => {
  it('accepts every decision the domain can make, and nothing else', () => {
    const signedOut: Reader = { kind: 'signed-out' };
    const child = (change: object): Reader => ({
      kind: 'account',
      memberUntil: null,
      child: {
        maxRating: 'PG',
        dailyLimitMinutes: 5,
        paused: false,
        minutesReadToday: 0,
        ...change,
      },
    });
    const free = { access: 'free', publicAt: null, rating: 'G' } as const;
    const decisions: AccessDecision[] = [
      decideChapterAccess(signedOut, free, NOW),
      decideChapterAccess(signedOut, { ...free, access: 'members' }, NOW),
      decideChapterAccess(
        { kind: 'account', memberUntil: null, child: null },
        { ...free, access: 'members' },
        NOW,
      ),
      decideChapterAccess(
        signedOut,
        { ...free, access: 'early', publicAt: '2026-12-01T00:00:00.000Z' },
        NOW,
      ),
      decideChapterAccess(child({}), { ...free, rating: 'T' }, NOW),
      decideChapterAccess(child({ minutesReadToday: 5 }), free, NOW),
      decideChapterAccess(child({ paused: true }), free, NOW),
    ];
    expect(new Set(decisions.map((d) => (d.read ? 'read' : d.reason))).size).toBe(7);
    for (const decision of decisions)
      expect(accessDecisionSchema.parse(decision)).toEqual(decision);
    expect(accessDecisionSchema.safeParse({ read: false, reason: 'early-until' }).success).toBe(
      false,
    );
    expect(accessDecisionSchema.safeParse({ read: false, reason: 'vip' }).success).toBe(false);
  });

  it('describes a lock by its reason, with the date only for early access', () => {
    expect(chapterLockSchema.parse({ reason: 'members' })).toEqual({ reason: 'members' });
    expect(chapterLockSchema.safeParse({ reason: 'early-until' }).success).toBe(false);
  });
});
