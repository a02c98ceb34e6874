import { describe, it, expect } from 'vitest';
import { dateFormatPattern, isValidDob, parseIsoDate, toIsoDate } from './dates.ts';

describe('parseIsoDate', () => {
  it('reads a real YYYY-MM-DD day', () => {
    expect(parseIsoDate('2010-06-15')).toEqual({ year: 2010, month: 6, day: 15 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2025-02-30', '2023-02-29', '2025-13-01', '2025-00-10', '2025-04-31'])(
    'rejects the impossible day %s',
    (value) => {
      expect(parseIsoDate(value)).toBeNull();
    },
  );

  it.each(['15-06-2010', '2010/06/15', '2010-6-15', '2010-06-15T00:00:00Z', ''])(
    'rejects the format %j',
    (value) => {
      expect(parseIsoDate(value)).toBeNull();
    },
  );
});

describe('toIsoDate', () => {
  it('gives the local calendar day, zero-padded', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('isValidDob', () => {
  const today = new Date(2025, 5, 10, 9, 0);

  it('accepts past days and today', () => {
    expect(isValidDob('2000-01-01', today)).toBe(true);
    expect(isValidDob('2025-06-10', today)).toBe(true);
  });

  it('rejects future days', () => {
    expect(isValidDob('2025-06-11', today)).toBe(false);
    expect(isValidDob('2090-01-01', today)).toBe(false);
  });

  it("rejects 'Feb 30' and other impossible days", () => {
    expect(isValidDob('2010-02-30', today)).toBe(false);
  });

  it('rejects years before 1900', () => {
    expect(isValidDob('1899-12-31', today)).toBe(false);
    expect(isValidDob('1900-01-01', today)).toBe(true);
  });
});

describe('dateFormatPattern', () => {
  it('spells the order and separators of each locale', () => {
    expect(dateFormatPattern('en-IN')).toBe('DD/MM/YYYY');
    expect(dateFormatPattern('en-US')).toBe('MM/DD/YYYY');
    expect(dateFormatPattern('de-DE')).toBe('DD.MM.YYYY');
    expect(dateFormatPattern('ja-JP')).toBe('YYYY/MM/DD');
  });
});
