// A character's age and birth date. The API serves them as data (a whole number, an ISO date)
// and the biography words them; a legend whose age or birthday no number or calendar holds
// ('Older than stars', '3 (activated)') keeps its words in a note beside the value.
import { parseIsoDate } from './dates.ts';
import { formatIndianNumber, formatLongDate, LONG_MONTHS } from './format.ts';

export type AgeFact = { age: number | null; ageNote: string | null };
export type BirthDateFact = { birthDate: string | null; birthDateNote: string | null };

// Not read from Intl: this module loads with the biography, and a page's first Intl formatter
// loads ICU's data (~160 ms at 4x CPU, the biography's largest task after first paint).
const MONTH_NAMES = LONG_MONTHS.map((month) => month.toLowerCase());
const LONG_DATE = /^(\d{1,2}) ([A-Za-z]+) (\d{1,4})$/;
const LEADING_NUMBER = /^(\d{1,3}(?:,\d{2,3})+|\d+)(?!\d)/;

/** '14 April 2001' (the way the biography writes a day) -> '2001-04-14'; null if not a real day. */
export function parseLongDate(text: string): string | null {
  const [, day = '', monthName = '', year = ''] = LONG_DATE.exec(text.trim()) ?? [];
  const month = MONTH_NAMES.indexOf(monthName.toLowerCase()) + 1;
  if (month === 0) return null;
  const pad = (n: string | number, size: number) => String(n).padStart(size, '0');
  const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  return parseIsoDate(iso) ? iso : null;
}

/** The note: null when the value, formatted, reads exactly as the words do. */
const noteBeside = (words: string, formatted: string | null) =>
  formatted === words ? null : words;

/** Stored words -> the served age: its leading whole number, and the words when they say more. */
export function ageFact(words: string | null): AgeFact {
  const text = words?.trim() ?? '';
  if (text === '') return { age: null, ageNote: null };
  const [, digits] = LEADING_NUMBER.exec(text) ?? [];
  const age = digits === undefined ? null : Number(digits.replaceAll(',', ''));
  return { age, ageNote: noteBeside(text, age === null ? null : formatIndianNumber(age)) };
}

/** Stored words -> the served birth date: an ISO day when the words are one, else the words. */
export function birthDateFact(words: string | null): BirthDateFact {
  const text = words?.trim() ?? '';
  if (text === '') return { birthDate: null, birthDateNote: null };
  const birthDate = parseIsoDate(text) ? text : parseLongDate(text);
  if (birthDate === text) return { birthDate, birthDateNote: null };
  return { birthDate, birthDateNote: noteBeside(text, birthDate && formatLongDate(birthDate)) };
}

/** How the biography shows an age: the note, else the number in Indian grouping ('1,200'). */
export function ageLabel({ age, ageNote }: AgeFact): string | null {
  return ageNote ?? (age === null ? null : formatIndianNumber(age));
}

/** How the biography shows a birth date: the note, else the day written out ('14 April 2001'). */
export function birthDateLabel({ birthDate, birthDateNote }: BirthDateFact): string | null {
  return birthDateNote ?? (birthDate === null ? null : formatLongDate(birthDate));
}
