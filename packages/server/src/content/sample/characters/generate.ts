import type { CharacterAlignment } from '@ic/domain';
import { createRandom, type Random } from '@ic/art';
import { CREATORS, HERO_GROUPS, MIDDLE_GROUPS, UNIVERSES, VILLAIN_GROUPS } from '../world.ts';
import { writeStory } from './stories.ts';
import type { CoreCharacter } from './types.ts';
import {
  ADJECTIVES,
  ELEMENTS,
  EPITHETS,
  EYES,
  FAMILY_NAMES,
  GENDERS,
  GIVEN_NAMES,
  HAIR,
  MONTHS,
  NAME_ENDINGS,
  NAME_ROOTS,
  RELATIONS,
  ROLE_NOUNS,
  ROLES,
  SPECIES,
  TITLES,
  type Element,
} from './words.ts';

const SEED_YEAR = 2025;
const GROUPS: Record<CharacterAlignment, string[]> = {
  hero: HERO_GROUPS,
  middle: MIDDLE_GROUPS,
  villain: VILLAIN_GROUPS,
};
const OPPOSITE: Record<CharacterAlignment, CharacterAlignment> = {
  hero: 'villain',
  middle: 'hero',
  villain: 'hero',
};

/** Root + ending, without doubling a vowel where they meet (Ratna + ansh = Ratnansh). */
function joinName(root: string, ending: string): string {
  return root.at(-1) === ending.charAt(0) ? root + ending.slice(1) : root + ending;
}

function uniqueName(random: Random, taken: Set<string>): string {
  for (;;) {
    const base = joinName(random.pick(NAME_ROOTS), random.pick(NAME_ENDINGS));
    const form = random();
    const name =
      form < 0.45
        ? base
        : form < 0.8
          ? `${random.pick(TITLES)} ${base}`
          : form < 0.93
            ? `${base} ${random.pick(EPITHETS)}`
            : `${base}-${random.int(2, 99)}`;
    const key = name.toLowerCase();
    if (!taken.has(key)) {
      taken.add(key);
      return name;
    }
  }
}

function pickAlignment(random: Random): CharacterAlignment {
  const roll = random();
  return roll < 0.45 ? 'hero' : roll < 0.7 ? 'middle' : 'villain';
}

function pickSpecies(random: Random) {
  const total = SPECIES.reduce((sum, s) => sum + s.weight, 0);
  let roll = random() * total;
  for (const species of SPECIES) {
    roll -= species.weight;
    if (roll < 0) return species;
  }
  return SPECIES[0];
}

function pickPowers(random: Random): { element: Element; powers: [string, string, string] } {
  const element = random.pick(ELEMENTS);
  const [first, second] = random.sample(element.powers, 2) as [string, string];
  // A third power from a neighbouring element keeps the cast from feeling copy-pasted.
  const other = random.pick(ELEMENTS.filter((e) => e.key !== element.key));
  return { element, powers: [first, second, random.pick(other.powers)] };
}

function body(random: Random, giant: boolean) {
  const inches = giant ? random.int(84, 100) : random.int(58, 80);
  const kg = Math.round((inches - 40) * (giant ? 9 : 1.9) + random.int(-6, 10));
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
  return { age: String(age), birthDate: `${day} ${random.pick(MONTHS)} ${SEED_YEAR - age}` };
}

function familyOf(random: Random): string[] {
  const surname = random.pick(FAMILY_NAMES);
  return random
    .sample(RELATIONS, random.int(1, 3))
    .map((relation) => `${random.pick(GIVEN_NAMES)} ${surname} (${relation})`);
}

/** Names to befriend or fight: the cast so far, by alignment. */
type Cast = Record<CharacterAlignment, string[]>;

function castFrom(core: CoreCharacter[]): Cast {
  const cast: Cast = { hero: [], middle: [], villain: [] };
  for (const c of core) cast[c.alignment].push(c.name);
  return cast;
}

function generateOne(random: Random, taken: Set<string>, cast: Cast): CoreCharacter {
  const name = uniqueName(random, taken);
  const alignment = pickAlignment(random);
  const species = pickSpecies(random);
  const universe = random.pick(UNIVERSES);
  const place = random.pick(universe.places);
  const { element, powers } = pickPowers(random);
  const weapon = random.sample(element.weapons, random.int(1, 2));
  const adjective = random.pick(ADJECTIVES[alignment]);
  const friends = random.sample(cast[alignment], random.int(1, 3));
  const enemies = random.sample(cast[OPPOSITE[alignment]], random.int(1, 2));
  const group = random.pick(GROUPS[alignment]);
  const story = writeStory(random, {
    name,
    alignment,
    role: random.pick(ROLES[alignment]),
    place,
    universe: universe.name,
    powers,
    weapon: weapon[0] as string,
    group,
    friend: friends[0] as string,
    enemy: enemies[0] as string,
    trait: adjective.toLowerCase(),
  });
  cast[alignment].push(name);
  return {
    name,
    alignment,
    knownAs: `The ${adjective} ${element.noun}${random.pick(ROLE_NOUNS)}`,
    powers,
    weapon,
    ...body(random, species.name === 'Stone Giant'),
    ...lifespan(random, species.longLived),
    species: species.name,
    eyes: random.pick(EYES),
    gender: random.pick(GENDERS),
    hair: random.pick(HAIR),
    placeOfOrigin: place,
    universe: universe.name,
    family: familyOf(random),
    friends,
    enemies,
    groupAffiliations: [group],
    creator: random.sample(CREATORS, random.int(1, 2)),
    ...story,
  };
}

/** `count` further characters, deterministic for the seed, with names unique against the core. */
export function generateCharacters(
  core: CoreCharacter[],
  count: number,
  seed = 'ic-cast',
): CoreCharacter[] {
  const random = createRandom(seed);
  const taken = new Set(core.map((c) => c.name.toLowerCase()));
  const cast = castFrom(core);
  return Array.from({ length: count }, () => generateOne(random, taken, cast));
}
