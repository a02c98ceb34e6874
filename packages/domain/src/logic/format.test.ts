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
  pluralForm,
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

/**
 * English is written without Intl (format.ts says why): across many values it must be exactly
 * what Intl writes, in the zones it handles, and fall back to Intl everywhere else.
 */
describe('English without Intl', () => {
  // A small seeded generator: the same values every run, spread over the ranges that matter.
  let seed = 2026;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const intlNumber = new Intl.NumberFormat('en-IN', {
    maximumFractionDigits: 20,
    signDisplay: 'negative',
  });
  const intlDate = (timeZone: string, year: boolean) =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
      timeZone,
    });
  const india = intlDate('Asia/Kolkata', true);
  const utc = intlDate('UTC', true);
  const indiaShort = intlDate('Asia/Kolkata', false);
  const britishLong = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it('groups numbers as Intl does: integers, decimals, negatives, huge and tiny', () => {
    const values = [0, -0, 1, 12, 999, 1000, 99_999, 100_000, 325_701, 10_000_000, 2 ** 53, 1e21];
    values.push(0.1, 0.5, 12.25, 1999.99, -45_678.9, 1e-7, 123_456_789.123, 0.1 + 0.2);
    for (let i = 0; i < 2000; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 16);
      const value = (random() - 0.3) * magnitude;
      values.push(value, Math.round(value), Math.round(value * 100) / 100);
    }
    for (const value of values) expect(formatIndianNumber(value)).toBe(intlNumber.format(value));
  });

  it('writes dates as Intl does, on the UTC and India clocks, with and without the year', () => {
    const from = Date.UTC(1940, 0, 1);
    const to = Date.UTC(2150, 0, 1);
    const instants = [
      Date.UTC(1946, 0, 1),
      Date.UTC(1945, 11, 31, 20),
      Date.UTC(2025, 9, 11, 18, 30),
    ];
    for (let i = 0; i < 3000; i += 1) instants.push(from + Math.floor(random() * (to - from)));
    for (const instant of instants) {
      const iso = new Date(instant).toISOString();
      const day = iso.slice(0, 10);
      const at = new Date(instant);
      const midnight = new Date(`${day}T00:00:00Z`);
      expect(formatDate(iso)).toBe(india.format(at));
      expect(formatDate(iso, 'UTC')).toBe(utc.format(at));
      expect(formatDate(day)).toBe(utc.format(midnight));
      expect(formatShortDate(iso)).toBe(indiaShort.format(at));
      expect(formatLongDate(day)).toBe(britishLong.format(midnight));
    }
  });

  it('leaves other zones and other languages to Intl', () => {
    const iso = '2025-10-11T20:00:00Z';
    expect(formatDate(iso, 'America/New_York')).toBe('Oct 11, 2025');
    expect(formatDate(iso, 'Asia/Tokyo')).toBe('Oct 12, 2025');
    expect(formatIndianNumber(325_701, 'hi-IN')).toBe(
      new Intl.NumberFormat('hi-IN', { maximumFractionDigits: 20 }).format(325_701),
    );
    expect(formatLongDate('2025-08-15', 'hi-IN')).toBe(
      new Intl.DateTimeFormat('hi-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date('2025-08-15T00:00:00Z'),
      ),
    );
  });
});

describe('pluralForm', () => {
  it("is Intl.PluralRules' form for whole counts in English and Hindi", () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      const rules = new Intl.PluralRules(locale);
      for (let n = 0; n <= 2000; n += 1) {
        expect(pluralForm(n, locale), `${locale} ${n}`).toBe(rules.select(n));
      }
    }
  });
});
