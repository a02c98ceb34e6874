// Who may read a chapter: one decision, made by the server for every chapter list and media byte,
// and by the app to explain a lock. Pure: the caller supplies the reader, the chapter and the clock.
import { ratingAllows, type Rating } from './ratings.ts';

export const ACCESS_LEVELS = ['free', 'members', 'early'] as const;
/** free: everyone; members: Ultimate members; early: members now, everyone from `publicAt`. */
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface ChapterRules {
  access: AccessLevel;
  /** ISO instant; set for `early` chapters (ignored otherwise). */
  publicAt: string | null;
  /** The comic's rating. */
  rating: Rating;
}

/** What a guardian set for a child (or the defaults), and today's reading so far. */
export interface ChildLimits {
  maxRating: Rating;
  /** null: no daily limit. */
  dailyLimitMinutes: number | null;
  paused: boolean;
  minutesReadToday: number;
}

export type Reader =
  | { kind: 'signed-out' }
  | {
      kind: 'account';
      /** ISO instant the Ultimate entitlement ends, or null for none. */
      memberUntil: string | null;
      /** Set for a child account (under 18, with a guardian). */
      child: ChildLimits | null;
    };

export type AccessReason =
  'sign-in' | 'members' | 'early-until' | 'rating' | 'time-limit' | 'paused';

export type AccessDecision =
  | { read: true }
  | { read: false; reason: Exclude<AccessReason, 'early-until'> }
  | { read: false; reason: 'early-until'; until: string };

const READ: AccessDecision = { read: true };

export function isMember(reader: Reader, now: Date): boolean {
  return (
    reader.kind === 'account' &&
    reader.memberUntil !== null &&
    Date.parse(reader.memberUntil) > now.getTime()
  );
}

/** A child's own limits come first: a paused account or an over-rated comic stays closed to members too. */
function childRefusal(child: ChildLimits, rules: ChapterRules): AccessDecision | null {
  if (child.paused) return { read: false, reason: 'paused' };
  if (!ratingAllows(child.maxRating, rules.rating)) return { read: false, reason: 'rating' };
  if (child.dailyLimitMinutes !== null && child.minutesReadToday >= child.dailyLimitMinutes)
    return { read: false, reason: 'time-limit' };
  return null;
}

export function decideChapterAccess(
  reader: Reader,
  rules: ChapterRules,
  now: Date,
): AccessDecision {
  const refusal = reader.kind === 'account' && reader.child && childRefusal(reader.child, rules);
  if (refusal) return refusal;
  if (rules.access === 'free' || isMember(reader, now)) return READ;
  if (rules.access === 'early') {
    const until = rules.publicAt;
    if (until === null || Date.parse(until) <= now.getTime()) return READ;
    return { read: false, reason: 'early-until', until };
  }
  return { read: false, reason: reader.kind === 'signed-out' ? 'sign-in' : 'members' };
}

/** The HTTP status of a refusal: 401 asks a signed-out reader to sign in, 403 refuses an account. */
export function refusalStatus(reader: Reader): 401 | 403 {
  return reader.kind === 'signed-out' ? 401 : 403;
}
