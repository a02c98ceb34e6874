// Display formatting shared by every screen.
import { MESSAGES } from '../messages.ts';

/** Indian digit grouping: 325701 -> '3,25,701' (last three digits, then pairs). */
export function formatIndianNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(n).toString().split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return sign + grouped + (fraction ? `.${fraction}` : '');
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** The audience is in India, so instants are shown on the India calendar unless told otherwise. */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

/**
 * 'Mon D, YYYY' (e.g. 'Oct 12, 2025'). A date-only string is a calendar day and is shown as
 * is; a timestamp is shown in `timeZone`. Invalid input gives ''.
 */
export function formatDate(iso: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  const dateOnly = DATE_ONLY.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(date);
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
