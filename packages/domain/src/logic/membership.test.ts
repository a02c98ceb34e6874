import { describe, it, expect } from 'vitest';
import { addMonths, membershipExpiry } from './membership.ts';

const utc = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('adds calendar months keeping the time of day', () => {
    expect(addMonths(utc('2025-03-15T10:30:00Z'), 1).toISOString()).toBe(
      '2025-04-15T10:30:00.000Z',
    );
    expect(addMonths(utc('2025-03-15T10:30:00Z'), 12).toISOString()).toBe(
      '2026-03-15T10:30:00.000Z',
    );
  });

  it('crosses the year end', () => {
    expect(addMonths(utc('2025-11-20T00:00:00Z'), 6).toISOString()).toBe(
      '2026-05-20T00:00:00.000Z',
    );
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths(utc('2025-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(addMonths(utc('2024-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    );
    expect(addMonths(utc('2025-08-31T00:00:00Z'), 1).toISOString()).toBe(
      '2025-09-30T00:00:00.000Z',
    );
  });

  it('does not change the date it is given', () => {
    const start = utc('2025-03-15T00:00:00Z');
    addMonths(start, 3);
    expect(start.toISOString()).toBe('2025-03-15T00:00:00.000Z');
  });
});

describe('membershipExpiry', () => {
  const now = utc('2025-06-01T12:00:00Z');

  it('starts from now for a first purchase', () => {
    expect(membershipExpiry(null, now, 1).toISOString()).toBe('2025-07-01T12:00:00.000Z');
  });

  it('extends from a future expiry, so no paid days are lost', () => {
    const current = utc('2025-06-20T00:00:00Z');
    expect(membershipExpiry(current, now, 6).toISOString()).toBe('2025-12-20T00:00:00.000Z');
  });

  it('starts from now when the membership has already expired', () => {
    const expired = utc('2025-05-01T00:00:00Z');
    expect(membershipExpiry(expired, now, 12).toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });

  it('starts from now when it expires exactly now', () => {
    expect(membershipExpiry(now, now, 1).toISOString()).toBe('2025-07-01T12:00:00.000Z');
  });
});
