// Age on a given day, for the under-18 parental consent rule (spec sections 1 and 6).
import { ADULT_AGE } from '../constants/policy.ts';
import { parseIsoDate } from './dates.ts';

/** Whole years from a 'YYYY-MM-DD' birth date to the local day of `today`; NaN if dob is invalid. */
export function ageOn(dob: string, today: Date): number {
  const birth = parseIsoDate(dob);
  if (!birth) return Number.NaN;
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return today.getFullYear() - birth.year - (hadBirthday ? 0 : 1);
}

/** True until the 18th birthday. An invalid dob is not treated as a minor here; the schema rejects it. */
export function isMinor(dob: string, today: Date): boolean {
  return ageOn(dob, today) < ADULT_AGE;
}
