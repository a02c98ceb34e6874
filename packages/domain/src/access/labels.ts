// The words a lock shows (on a chapter row, a comic card, the paywall). Our wording: the spec gives none.
import { formatDate } from '../logic/format.ts';
import type { AccessDecision } from './decide.ts';
import type { Rating } from './ratings.ts';

export const ACCESS_MESSAGES = {
  membersOnly: 'Members only',
  freeOn: (day: string) => `Free on ${day}`,
  rated: (rating: Rating) => `Rated ${rating}`,
  timeLimit: 'Reading time is up for today',
  paused: 'Paused by your guardian',
  signIn: 'Log in to read',
  guardianMustBuy: 'Ask your guardian: only a guardian can buy for a child account.',
  childNewsletter: 'Mail for children is off: we never send marketing mail to child accounts.',
} as const;

/** The lock badge's text for a refusal; null when the chapter opens. */
export function lockLabel(decision: AccessDecision, rating: Rating): string | null {
  if (decision.read) return null;
  switch (decision.reason) {
    case 'sign-in':
    case 'members':
      return ACCESS_MESSAGES.membersOnly;
    case 'early-until':
      return ACCESS_MESSAGES.freeOn(formatDate(decision.until));
    case 'rating':
      return ACCESS_MESSAGES.rated(rating);
    case 'time-limit':
      return ACCESS_MESSAGES.timeLimit;
    case 'paused':
      return ACCESS_MESSAGES.paused;
  }
}
