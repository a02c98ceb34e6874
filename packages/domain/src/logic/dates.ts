// Calendar dates as 'YYYY-MM-DD' strings: dates of birth carry no time or zone, so they are
// compared as calendar days, never as instants.

export type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' into a real calendar date, or null ('2025-02-30' is null). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** The local calendar day of an instant, as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Oldest birth year we accept: anything earlier is a typo, not a reader. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** A date of birth must be a real 'YYYY-MM-DD' day, not after today and not before 1900. */
export function isValidDob(dob: string, today: Date): boolean {
  const parsed = parseIsoDate(dob);
  return parsed !== null && parsed.year >= EARLIEST_BIRTH_YEAR && dob <= toIsoDate(today);
}

const FIELD_LETTERS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: 'DD',
  month: 'MM',
  year: 'YYYY',
};

/**
 * How a locale writes a date, as letters: 'DD/MM/YYYY' for en-IN, 'MM/DD/YYYY' for en-US,
 * 'DD.MM.YYYY' for de-DE. The birthday field's native picker follows the reader's locale; this
 * says the same order in words, before anything is typed (issue 13).
 */
export function dateFormatPattern(locale?: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(2000, 11, 31));
  return parts.map((part) => FIELD_LETTERS[part.type] ?? part.value).join('');
}
