import { createRandom, type Random } from '@ic/art';
import { LONG_MONTHS, type CharacterAlignment } from '@ic/domain';
import { CREATORS, factionNamed, factionOf, UNIVERSES, type Universe } from '../world.ts';
import { uniqueName, type Gender } from './names.ts';
import type { CoreCharacter, Draft } from './types.ts';
import {
  ADJECTIVES,
  ELEMENTS,
  EYES,
  GENDERS,
  HAIR,
  ROLE_NOUNS,
  SPECIES,
  type Element,
} from './words.ts';

// The generated cast before it is woven together: who each one is (name, side, home, faction,
// powers, body), with their connections and biographies written afterwards.

const SEED_YEAR = 2025;

function pickAlignment(random: Random): CharacterAlignment {
  const roll = random();
  return roll < 0.45 ? 'hero' : roll < 0.7 ? 'middle' : 'villain';
}

function weighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let roll = random() * total;
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items[0] as T;
}

function pickPowers(random: Random): { element: Element; powers: [string, string, string] } {
  const element = random.pick(ELEMENTS);
  const [first, second] = random.sample(element.powers, 2) as [string, string];
  // A third power from another element keeps the cast from feeling copy-pasted.
  const other = random.pick(ELEMENTS.filter((e) => e.key !== element.key));
  return { element, powers: [first, second, random.pick(other.powers)] };
}

function body(random: Random, giant: boolean) {
  const inches = giant ? random.int(84, 100) : random.int(58, 80);
  const kg = Math.round((inches - 40) * (giant ? 9 : 1.9) + random.int(-6, 24));
  return { height: `${Math.floor(inches / 12)} ft ${inches % 12} in`, weight: `${kg} kg` };
}

function lifespan(random: Random, longLived: boolean) {
  if (longLived) {
    const age = random.int(120, 1500);
    return {
      age: String(age),
      birthDate: `Unknown, first recorded ${SEED_YEAR - age + random.int(5, 40)}`,
    };
  }
  const age = random.int(16, 72);
  const day = random.int(1, 28);
  return { age: String(age), birthDate: `${day} ${random.pick(LONG_MONTHS)} ${SEED_YEAR - age}` };
}

const genderOf = (gender: string): Gender =>
  gender === 'Female' ? 'female' : gender === 'Male' ? 'male' : 'other';

/** The hand-written core's faction: the first group they belong to, else their side's at home. */
export function coreFaction(c: CoreCharacter): string {
  const group = c.groupAffiliations.find((g) => factionNamed(g) !== undefined);
  return group ?? factionOf(c.universe, c.alignment).name;
}

function draftOne(
  random: Random,
  taken: Set<string>,
  universeWeight: (u: Universe) => number,
): Draft {
  const alignment = pickAlignment(random);
  const gender = random.pick(GENDERS);
  const name = uniqueName(random, alignment, genderOf(gender), taken);
  const species = weighted(random, SPECIES, (s) => s.weight);
  const universe = weighted(random, UNIVERSES, universeWeight);
  const place = random.pick(universe.places).name;
  const { element, powers } = pickPowers(random);
  return {
    name,
    alignment,
    knownAs: `The ${random.pick(ADJECTIVES[alignment])} ${element.noun}${random.pick(ROLE_NOUNS)}`,
    powers,
    weapon: random.sample(element.weapons, random.int(1, 2)),
    ...body(random, species.name === 'Stone Giant'),
    ...lifespan(random, species.longLived),
    species: species.name,
    eyes: random.pick(EYES),
    gender,
    hair: random.pick(HAIR),
    placeOfOrigin: place,
    universe: universe.name,
    family: [],
    friends: [],
    enemies: [],
    groupAffiliations: [factionOf(universe.name, alignment).name],
    creator: random.sample(CREATORS, random.int(1, 2)),
    description: '',
    about: '',
    origin: '',
    storyLine: '',
    faction: factionOf(universe.name, alignment).name,
    generated: true,
  };
}

/**
 * The hand-written core, then `count` generated characters, deterministic for the seed, with
 * names unique against everyone. `universeWeight` spreads the cast where the stories are.
 */
export function draftCast(
  core: CoreCharacter[],
  count: number,
  universeWeight: (u: Universe) => number,
  seed = 'ic-cast',
): Draft[] {
  const random = createRandom(seed);
  const taken = new Set(core.map((c) => c.name.toLowerCase()));
  return [
    ...core.map((c): Draft => ({ ...c, faction: coreFaction(c), generated: false })),
    ...Array.from({ length: count }, () => draftOne(random, taken, universeWeight)),
  ];
}
