// Display formatting shared by every screen.
import { MESSAGES } from '../messages.ts';

/**
 * One formatter per kind, locale and time zone: making an Intl formatter costs far more than
 * using one, and a page of cards formats hundreds of dates and numbers while it hydrates.
 */
function reused<F>(make: (locale: string, timeZone: string) => F) {
  const made = new Map<string, F>();
  return (locale: string, timeZone = '') => {
    const key = `${locale} ${timeZone}`;
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(locale, timeZone)));
    return formatter;
  };
}

const numbers = reused(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 20, signDisplay: 'negative' }),
);
const minutesIn = reused(
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
);
const dates = reused(
  (locale, timeZone) =>
    new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
);
const shortDates = reused(
  (locale, timeZone) =>
    new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone }),
);
const dateTimes = reused(
  (locale, timeZone) =>
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }),
);
const longDates = reused(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * The form a count takes in a message (`{form, select, one {…} other {…}}`): for whole numbers
 * English has one for 1, Hindi for 0 and 1 (CLDR), every other count is other. Lingui's own
 * plural writes its number with a new Intl.NumberFormat, whose data cost a phone 60–100 ms in
 * the render that first shows a count.
 */
export function pluralForm(n: number, locale = 'en-IN'): 'one' | 'other' {
  const one = locale.startsWith('hi') ? n === 0 || n === 1 : n === 1;
  return one ? 'one' : 'other';
}

/**
 * Indian digit grouping: 325701 -> '3,25,701' (last three digits, then pairs); another locale
 * (e.g. 'hi-IN') groups and writes digits its own way.
 */
export function formatIndianNumber(n: number, locale = 'en-IN'): string {
  if (!Number.isFinite(n)) return String(n);
  return (locale === 'en-IN' && englishIndianNumber(n)) || numbers(locale).format(n);
}

// English is written here without Intl, the same text Intl writes (format.test.ts compares the
// two). The first Intl formatter a page makes loads ICU's locale data: ~15 ms on a desktop and
// four times that on a phone, inside the render that first shows a number or a date. English
// pages, most of the visits, then never pay it; Hindi ones do, through Intl.
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
/** The months in English, as a long date writes them ('14 April 2001'). */
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The India clock has had no daylight saving since 1945: a fixed UTC+5:30. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** 'en-IN' grouping of a number JavaScript prints in plain digits; undefined for exponents. */
function englishIndianNumber(n: number): string | undefined {
  const digits = /^(\d+)(\.\d+)?$/.exec(String(Math.abs(n)));
  if (!digits) return undefined;
  const [, whole = '', fraction = ''] = digits;
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${n < 0 ? '-' : ''}${head ? `${head},` : ''}${whole.slice(-3)}${fraction}`;
}

/** Since then (to the year 9999) the fixed offsets hold and the year prints as plain digits. */
const FIXED_SINCE = Date.UTC(1946, 0, 1);
const FIXED_UNTIL = Date.UTC(9999, 11, 31);

/** The calendar fields of `date` on the UTC or India clock, or undefined for another zone. */
function calendarDay(date: Date, timeZone: string) {
  const offset = { UTC: 0, [DISPLAY_TIME_ZONE]: INDIA_OFFSET_MS }[timeZone];
  if (offset === undefined || date.getTime() < FIXED_SINCE || date.getTime() > FIXED_UNTIL) {
    return undefined;
  }
  const shifted = new Date(date.getTime() + offset);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
  };
}

/** 'Oct 12, 2025' or 'Oct 12' in en-US, as Intl writes them, when the zone is UTC or India's. */
function englishDate(date: Date, timeZone: string, withYear: boolean): string | undefined {
  const day = calendarDay(date, timeZone);
  if (!day) return undefined;
  const monthDay = `${SHORT_MONTHS[day.month]} ${day.day}`;
  return withYear ? `${monthDay}, ${day.year}` : monthDay;
}

/** Rupees in Indian grouping: 325701 -> '₹3,25,701'. */
export function formatRupees(amount: number, locale = 'en-IN'): string {
  return `₹${formatIndianNumber(amount, locale)}`;
}

/** A count of minutes in words: 1 -> '1 minute', 30 -> '30 minutes' (the locale's own words). */
export function formatMinutes(minutes: number, locale = 'en-IN'): string {
  return minutesIn(locale).format(minutes);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** The audience is in India, so instants are shown on the India calendar unless told otherwise. */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

/**
 * 'Mon D, YYYY' (e.g. 'Oct 12, 2025'), the lists' date. A date-only string is a calendar day
 * and is shown as is; a timestamp is shown in `timeZone`. Invalid input gives ''.
 */
export function formatDate(
  iso: string,
  timeZone: string = DISPLAY_TIME_ZONE,
  locale = 'en-US',
): string {
  const dateOnly = DATE_ONLY.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = dateOnly ? 'UTC' : timeZone;
  return (locale === 'en-US' && englishDate(date, zone, true)) || dates(locale, zone).format(date);
}

/** 'Mon D' (e.g. 'Nov 24'): a day on a chart's axis, read like formatDate without the year. */
export function formatShortDate(
  iso: string,
  timeZone: string = DISPLAY_TIME_ZONE,
  locale = 'en-US',
): string {
  const dateOnly = DATE_ONLY.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = dateOnly ? 'UTC' : timeZone;
  return (
    (locale === 'en-US' && englishDate(date, zone, false)) || shortDates(locale, zone).format(date)
  );
}

/**
 * 'Mon D, YYYY, h:mm AM' on the India clock: when something happened (a chapter opened, a
 * guardian's change). Invalid input gives ''.
 */
export function formatDateTime(
  iso: string,
  timeZone: string = DISPLAY_TIME_ZONE,
  locale = 'en-US',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimes(locale, timeZone).format(date);
}

/**
 * A calendar day written out the way the policies print it, on the page and in the PDF:
 * '2025-08-15' -> '15 August 2025'. Impossible or malformed dates give ''.
 */
export function formatLongDate(iso: string, locale = 'en-GB'): string {
  if (!DATE_ONLY.test(iso)) return '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return '';
  if (locale !== 'en-GB') return longDates(locale).format(date);
  return `${date.getUTCDate()} ${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A biography value, or 'N/A' when missing or an empty list. */
export function displayValue(
  value: string | number | readonly string[] | null | undefined,
): string {
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : MESSAGES.notAvailable;
  if (value === null || value === undefined || String(value).trim() === '')
    return MESSAGES.notAvailable;
  return String(value);
}

/** Comic authors joined by comma, or 'Unknown Author'. */
export function authorsText(authors: readonly string[] | string | null | undefined): string {
  const list = typeof authors === 'string' ? [authors] : (authors ?? []);
  const names = list.map((name) => name.trim()).filter(Boolean);
  return names.length > 0 ? names.join(', ') : MESSAGES.unknownAuthor;
}
