import { describe, it, expect } from 'vitest';
import { supportSchema } from './support.ts';
import { issuesOf } from './testing.ts';

describe('supportSchema', () => {
  const valid = { supportType: 'monthly', amount: 1500, displayName: 'Storm Fan' };

  it('accepts a donation', () => {
    expect(supportSchema.parse(valid)).toEqual(valid);
  });

  it.each([0, -5, 1.5, Number.NaN, 1_000_001])(
    "rejects the amount %d with 'Please select or enter a valid amount.'",
    (amount) => {
      expect(issuesOf(supportSchema, { ...valid, amount })).toEqual({
        amount: ['Please select or enter a valid amount.'],
      });
    },
  );

  it('rejects an amount given as text', () => {
    expect(issuesOf(supportSchema, { ...valid, amount: '1500' })).toEqual({
      amount: ['Please select or enter a valid amount.'],
    });
  });

  it('allows a display name of 30 characters and no more', () => {
    expect(supportSchema.safeParse({ ...valid, displayName: 'x'.repeat(30) }).success).toBe(true);
    expect(issuesOf(supportSchema, { ...valid, displayName: 'x'.repeat(31) })).toEqual({
      displayName: ['Display name must be at most 30 characters'],
    });
  });

  it("turns a blank or missing display name into '' (anonymous)", () => {
    expect(supportSchema.parse({ ...valid, displayName: '   ' }).displayName).toBe('');
    expect(supportSchema.parse({ supportType: 'one-time', amount: 500 }).displayName).toBe('');
    expect(supportSchema.parse({ ...valid, displayName: null }).displayName).toBe('');
  });

  it('accepts only one-time or monthly', () => {
    expect(supportSchema.safeParse({ ...valid, supportType: 'one-time' }).success).toBe(true);
    expect(supportSchema.safeParse({ ...valid, supportType: 'yearly' }).success).toBe(false);
  });
});
