// What the Hindi policies share: numbers in hi-IN's grouping and the ratings in Hindi.
import { POLICY } from '../../../constants/policy.ts';
import { formatIndianNumber } from '../../../logic/format.ts';

/** A POLICY number as Hindi writes it (hi-IN groups 3,25,701). */
export const hindiNumber = (value: number): string => formatIndianNumber(value, 'hi-IN');

/** The minimum independent age, as the Hindi policies write it. */
export const AGE = hindiNumber(POLICY.minimumIndependentAge);

/** The ratings' names as the comics' Hindi names them (comics.rating.* in the ui catalogue). */
const RATING_NAMES: Record<(typeof POLICY.ratings)[number]['code'], string> = {
  G: 'सभी के लिए',
  PG: 'अभिभावक की सलाह',
  T: 'किशोर',
};

/** The content ratings as the Hindi policies list them: 'G (सभी के लिए)', ... */
export const HINDI_RATING_ITEMS: readonly string[] = POLICY.ratings.map(
  (rating) => `${rating.code} (${RATING_NAMES[rating.code]})`,
);

/** The error-report page as the Hindi site names it (account.errorReport.title). */
export const REPORT_PAGE = '‘गड़बड़ी बताएँ’ पेज';
