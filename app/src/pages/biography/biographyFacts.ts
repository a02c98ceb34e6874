// The biography's facts in the order the page lists them (spec section 3's detail fields).
// Values pass through as they are served, but age and birth date, which are served as data and
// worded here; BiographyFacts reads every gap as 'N/A'.
import { ageLabel, birthDateLabel, type Character } from '@ic/domain';
import type { BiographyFact } from '@ic/ui';

type FactField = Exclude<
  keyof Character,
  | '_id'
  | 'originalName'
  | 'origin'
  | 'storyLine'
  | 'alignment'
  | 'ageNote'
  | 'birthDateNote'
  | `${string}ImageUrl`
>;

/** The facts in order; each one's label is the catalogue's `characters.fact.<field>`. */
const FACTS: readonly FactField[] = [
  'knownAs',
  'height',
  'age',
  'species',
  'weight',
  'birthDate',
  'eyes',
  'gender',
  'hair',
  'placeOfOrigin',
  'universe',
  'family',
  'friends',
  'enemies',
  'groupAffiliations',
  'creator',
  'powers',
  'weapon',
  'description',
  'about',
];

/** Long text takes the full width of the table. */
const WIDE: ReadonlySet<FactField> = new Set(['description', 'about']);

function valueOf(character: Character, field: FactField): BiographyFact['value'] {
  if (field === 'age') return ageLabel(character);
  if (field === 'birthDate') return birthDateLabel(character);
  return character[field];
}

export function biographyFacts(
  character: Character,
  label: (key: string) => string,
): BiographyFact[] {
  return FACTS.map((field) => ({
    label: label(`characters.fact.${field}`),
    value: valueOf(character, field),
    wide: WIDE.has(field),
  }));
}
