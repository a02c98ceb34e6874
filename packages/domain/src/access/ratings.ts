// Content ratings (spec section 6: G General, PG Parental Guidance, T Teen) and what a child may
// read by default. The order of RATINGS is the order of strictness: a reader allowed T reads PG and G.
import { POLICY } from '../constants/policy.ts';
import { ageOn } from '../logic/age.ts';

/** Mildest first. The policy pages list the same codes with their labels. */
export const RATINGS = [
  'G',
  'PG',
  'T',
] as const satisfies readonly (typeof POLICY.ratings)[number]['code'][];
export type Rating = (typeof RATINGS)[number];

/** Below this age a child's default ceiling is PG; from it until 18, T. */
export const TEEN_RATING_AGE = 13;

export function isRating(value: unknown): value is Rating {
  return typeof value === 'string' && (RATINGS as readonly string[]).includes(value);
}

/** True when content of `rating` is within a reader's `ceiling`. */
export function ratingAllows(ceiling: Rating, rating: Rating): boolean {
  return RATINGS.indexOf(rating) <= RATINGS.indexOf(ceiling);
}

/** A child's ceiling until a guardian sets one: PG under 13, T from 13 to 17. */
export function defaultMaxRating(dob: string, today: Date): Rating {
  return ageOn(dob, today) < TEEN_RATING_AGE ? 'PG' : 'T';
}

export function ratingLabel(rating: Rating): string {
  return POLICY.ratings.find((entry) => entry.code === rating)?.label ?? rating;
}
