import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditText';

const at = '2026-11-20T04:30:00Z';
const by = 'parent@example.in';
const settings = (change: object = {}) => ({
  maxRating: 'PG',
  defaultMaxRating: 'PG',
  dailyLimitMinutes: null,
  paused: false,
  ...change,
});

describe('auditChanges', () => {
  it('lists only the fields that changed, in words', () => {
    expect(
      auditChanges({
        action: 'settings',
        before: settings(),
        after: settings({ maxRating: 'T', dailyLimitMinutes: 1, paused: true }),
        at,
        by,
      }),
    ).toEqual(['Highest rating: PG → T', 'Daily limit: no limit → 1 minute', 'Paused: no → yes']);
  });

  it('says a decision and an erasure', () => {
    expect(
      auditChanges({
        action: 'approve',
        before: { status: 'pending' },
        after: { status: 'active' },
        at,
        by,
      }),
    ).toEqual(['Account: pending → active']);
    expect(
      auditChanges({ action: 'deletion', before: { status: 'active' }, after: null, at, by }),
    ).toEqual(['Account: active → erased']);
  });
});
