import { POLICY } from '../../constants/policy.ts';

/** The content ratings as policies list them: 'G (General)', 'PG (Parental Guidance)', 'T (Teen)'. */
export const RATING_ITEMS: readonly string[] = POLICY.ratings.map(
  (rating) => `${rating.code} (${rating.label})`,
);
