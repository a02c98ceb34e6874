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

const FACTS: readonly [field: FactField, label: string][] = [
  ['knownAs', 'Known as'],
  ['height', 'Height'],
  ['age', 'Age'],
  ['species', 'Species'],
  ['weight', 'Weight'],
  ['birthDate', 'Birth date'],
  ['eyes', 'Eyes'],
  ['gender', 'Gender'],
  ['hair', 'Hair'],
  ['placeOfOrigin', 'Place of origin'],
  ['universe', 'Universe'],
  ['family', 'Family'],
  ['friends', 'Friends'],
  ['enemies', 'Enemies'],
  ['groupAffiliations', 'Group affiliations'],
  ['creator', 'Creator'],
  ['powers', 'Powers'],
  ['weapon', 'Weapon'],
  ['description', 'Description'],
  ['about', 'About'],
];

/** Long text takes the full width of the table. */
const WIDE: ReadonlySet<FactField> = new Set(['description', 'about']);

function valueOf(character: Character, field: FactField): BiographyFact['value'] {
  if (field === 'age') return ageLabel(character);
  if (field === 'birthDate') return birthDateLabel(character);
  return character[field];
}

export function biographyFacts(character: Character): BiographyFact[] {
  return FACTS.map(([field, label]) => ({
    label,
    value: valueOf(character, field),
    wide: WIDE.has(field),
  }));
}
