import type { CharacterAlignment } from '@ic/domain';

/** A character as our writers (or the generator) describe it, before ids and image urls. */
export interface CoreCharacter {
  name: string;
  alignment: CharacterAlignment;
  knownAs: string;
  powers: [string, string, string];
  weapon: string[];
  height: string;
  age: string;
  species: string;
  weight: string;
  birthDate: string;
  eyes: string;
  gender: string;
  hair: string;
  placeOfOrigin: string;
  universe: string;
  family: string[];
  friends: string[];
  enemies: string[];
  groupAffiliations: string[];
  creator: string[];
  description: string;
  about: string;
  origin: string;
  storyLine: string;
}

/** A character of the sample world: the biography, its faction, and whether we wrote it by hand. */
export interface Draft extends CoreCharacter {
  faction: string;
  generated: boolean;
}
