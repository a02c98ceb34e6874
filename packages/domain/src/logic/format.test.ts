import { describe, it, expect } from 'vitest';
import {
  formatMinutes,
  authorsText,
  displayValue,
  formatDate,
  formatDateTime,
  formatIndianNumber,
  formatLongDate,
  formatRupees,
  formatShortDate,
} from './format.ts';

describe('formatIndianNumber', () => {
  it.each([
    [325701, '3,25,701'],
    [1234567, '12,34,567'],
    [344, '344'],
    [0, '0'],
    [1000, '1,000'],
    [100000, '1,00,000'],
    [123456789, '12,34,56,789'],
    [-1500, '-1,500'],
    [1234.5, '1,234.5'],
  ])('formats %d as %s', (n, expected) => {
    expect(formatIndianNumber(n)).toBe(expected);
  });

  it('leaves non-finite numbers as they print, and zero unsigned', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('NaN');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(formatIndianNumber(-0)).toBe('0');
  });

  it("writes another locale's digits when given one", () => {
    expect(formatIndianNumber(325701, 'hi-IN-u-nu-deva')).toBe('३,२५,७०१');
  });
});

describe('formatRupees', () => {
  it('puts the rupee sign before the Indian grouping', () => {
    expect(formatRupees(325701)).toBe('₹3,25,701');
    expect(formatRupees(129)).toBe('₹129');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('groups in the given locale', () => {
    expect(formatRupees(1500, 'hi-IN')).toBe('₹1,500');
    expect(formatRupees(1500, 'hi-IN-u-nu-deva')).toBe('₹१,५००');
  });
});

describe('formatDate', () => {
  it("shows a date-only value as 'Mon D, YYYY'", () => {
    expect(formatDate('2025-10-12')).toBe('Oct 12, 2025');
    expect(formatDate('2025-08-05')).toBe('Aug 5, 2025');
  });

  it('shows a timestamp on the India calendar by default', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDate('2025-10-11T20:00:00Z')).toBe('Oct 12, 2025');
  });

  it('shows a timestamp in a given time zone', () => {
    expect(formatDate('2025-10-11T20:00:00Z', 'UTC')).toBe('Oct 11, 2025');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('writes the month in the given locale', () => {
    expect(formatDate('2025-08-15', undefined, 'hi-IN')).toBe('15 अग॰ 2025');
  });
});

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

  it('writes the month in the given locale', () => {
    expect(formatLongDate('2025-08-15', 'hi-IN')).toBe('15 अगस्त 2025');
  });
});

describe('displayValue', () => {
  it("shows 'N/A' for missing values and empty lists", () => {
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue(undefined)).toBe('N/A');
    expect(displayValue('')).toBe('N/A');
    expect(displayValue('   ')).toBe('N/A');
    expect(displayValue([])).toBe('N/A');
  });

  it('shows values and joins lists', () => {
    expect(displayValue('Mumbai')).toBe('Mumbai');
    expect(displayValue(0)).toBe('0');
    expect(displayValue(['Flight', 'Storm calling'])).toBe('Flight, Storm calling');
  });
});

describe('authorsText', () => {
  it('joins a list of authors by comma', () => {
    expect(authorsText(['A. Rao', 'B. Das'])).toBe('A. Rao, B. Das');
  });

  it('shows a single author string', () => {
    expect(authorsText('A. Rao')).toBe('A. Rao');
  });

  it("falls back to 'Unknown Author'", () => {
    expect(authorsText([])).toBe('Unknown Author');
    expect(authorsText('')).toBe('Unknown Author');
    expect(authorsText(null)).toBe('Unknown Author');
    expect(authorsText([' ', ''])).toBe('Unknown Author');
  });
});

describe('formatShortDate', () => {
  it("shows a day as 'Mon D', a timestamp on the India calendar", () => {
    expect(formatShortDate('2026-11-24')).toBe('Nov 24');
    expect(formatShortDate('2026-11-24T20:00:00Z')).toBe('Nov 25');
    expect(formatShortDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows an instant on the India clock, with the day', () => {
    expect(formatDateTime('2026-11-24T09:35:00Z')).toBe('Nov 24, 2026, 3:05 PM');
    expect(formatDateTime('2026-11-24T20:00:00Z')).toBe('Nov 25, 2026, 1:30 AM');
    expect(formatDateTime('nonsense')).toBe('');
  });
});

describe('formatMinutes', () => {
  it('says minute for one and minutes otherwise', () => {
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(0)).toBe('0 minutes');
    expect(formatMinutes(45)).toBe('45 minutes');
  });
});
