import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatLongDate';

describe('formatLongDate', () => {
  it('writes the policies effective date out in full', () => {
    expect(formatLongDate('2025-08-15')).toBe('15 August 2025');
  });

  it('keeps the calendar day whatever the time zone (no shift to the 14th)', () => {
    expect(formatLongDate('2025-01-01')).toBe('1 January 2025');
  });

  it('gives an empty string for impossible or malformed dates', () => {
    expect(formatLongDate('2025-02-30')).toBe('');
    expect(formatLongDate('15/08/2025')).toBe('');
    expect(formatLongDate('')).toBe('');
  });
});
