import { describe, it, expect } from 'vitest';
import { authorsText, displayValue, formatDate, formatIndianNumber } from './format.ts';

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

  it('leaves non-finite numbers as they print', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('NaN');
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
