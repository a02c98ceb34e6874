import { PALETTES, type FactionPalette, type SceneKind, type Setting } from '@ic/art';
import type { CharacterAlignment } from '@ic/domain';

// The shared world of the sample content: universes and their places, the factions that fight
// over them, and the studio's (fictional) creators. Everything here is our own invention.

export interface Place {
  name: string;
  /** The landscape behind pictures set here. */
  scene: SceneKind;
}

export interface Universe {
  name: string;
  places: Place[];
  /** Two colours the art of this universe leans on. */
  palette: [string, string];
}

export const UNIVERSES: Universe[] = [
  {
    name: 'Trikaal',
    places: [
      { name: 'Jaisalmer Frontier', scene: 'desert' },
      { name: 'Kashi Skyport', scene: 'temple' },
      { name: 'Hampi Stone Gardens', scene: 'temple' },
      { name: 'Dholavira Dig', scene: 'desert' },
    ],
    palette: ['#ff7a00', '#1d3fbf'],
  },
  {
    name: 'Neon Mayapuri',
    places: [
      { name: 'Mayapuri Docks', scene: 'city' },
      { name: 'Lower Chawl District', scene: 'city' },
      { name: 'Sky Tower 9', scene: 'city' },
      { name: 'Bhendi Market Underpass', scene: 'city' },
    ],
    palette: ['#ff2d95', '#14c8d4'],
  },
  {
    name: 'Samudra Deep',
    places: [
      { name: 'Pearl Trench', scene: 'ocean' },
      { name: 'Coral City of Ratnakar', scene: 'ocean' },
      { name: 'Lakshadweep Shelf', scene: 'ocean' },
      { name: 'The Sunken Lighthouse', scene: 'ocean' },
    ],
    palette: ['#0077b6', '#00c49a'],
  },
  {
    name: 'Vindhya Wilds',
    places: [
      { name: 'Sal Forest of Amarkot', scene: 'forest' },
      { name: 'Narmada Gorge', scene: 'forest' },
      { name: 'Whispering Banyan Grove', scene: 'temple' },
      { name: 'Tiger Step Falls', scene: 'forest' },
    ],
    palette: ['#2f9e44', '#c2410c'],
  },
  {
    name: 'Akashganga Rim',
    places: [
      { name: 'Orbital Station Aryabhata', scene: 'space' },
      { name: 'Moonbase Chandrika', scene: 'space' },
      { name: 'The Rim Colonies', scene: 'space' },
      { name: 'Comet Yard Seven', scene: 'space' },
    ],
    palette: ['#6d28d9', '#facc15'],
  },
];

/** A team, guild or court: its side, its home universe and its colours. */
export interface Faction {
  name: string;
  universe: string;
  alignment: CharacterAlignment;
  palette: FactionPalette;
}

const faction = (
  name: string,
  universe: string,
  alignment: CharacterAlignment,
  palette: number,
): Faction => ({
  name,
  universe,
  alignment,
  palette: PALETTES[alignment][palette] ?? (PALETTES[alignment][0] as FactionPalette),
});

/** Each universe has a team of heroes, a crowd in between and a court of villains. */
export const FACTIONS: Faction[] = [
  faction('Trikaal Rakshaks', 'Trikaal', 'hero', 1),
  faction('Sandglass Caravan', 'Trikaal', 'middle', 2),
  faction('The Ashen Court', 'Trikaal', 'villain', 5),
  faction('Mayapuri Night Watch', 'Neon Mayapuri', 'hero', 6),
  faction('The Dockside Guild', 'Neon Mayapuri', 'middle', 1),
  faction('Yantra Syndicate', 'Neon Mayapuri', 'villain', 3),
  faction('Samudra Sentinels', 'Samudra Deep', 'hero', 2),
  faction('Salt Road Traders', 'Samudra Deep', 'middle', 4),
  faction('Tide of Tamas', 'Samudra Deep', 'villain', 4),
  faction('Vindhya Van Sena', 'Vindhya Wilds', 'hero', 3),
  faction('Banyan Circle', 'Vindhya Wilds', 'middle', 0),
  faction('Hollow Crown', 'Vindhya Wilds', 'villain', 0),
  faction('Rim Rangers', 'Akashganga Rim', 'hero', 0),
  faction('Freelancers of the Rim', 'Akashganga Rim', 'middle', 3),
  faction('Choir of the Hungry Zero', 'Akashganga Rim', 'villain', 1),
];

export function factionNamed(name: string): Faction | undefined {
  return FACTIONS.find((f) => f.name === name);
}

/** The faction of a universe for a side. */
export function factionOf(universe: string, alignment: CharacterAlignment): Faction {
  return (
    FACTIONS.find((f) => f.universe === universe && f.alignment === alignment) ??
    (FACTIONS.find((f) => f.alignment === alignment) as Faction)
  );
}

export const CREATORS = [
  'Ishaan Rao',
  'Kavya Menon',
  'Arjun Deshpande',
  'Nandini Iyer',
  'Farhan Qureshi',
  'Riya Bhattacharya',
  'Tenzin Dorje',
  'Meher Kapoor',
  'Lalremruati Sailo',
  'Gurpreet Dhillon',
];

export function universeNamed(name: string): Universe {
  return UNIVERSES.find((u) => u.name === name) ?? (UNIVERSES[0] as Universe);
}

/**
 * Where pictures of something in this universe and place are drawn: the place's landscape in
 * the universe's colours. A universe or place of no sample's (imported) gets the city.
 */
export function settingOf(universe: string, place?: string | null): Setting {
  const known = UNIVERSES.find((u) => u.name === universe);
  const spot = known?.places.find((p) => p.name === place) ?? known?.places[0];
  return { scene: spot?.scene ?? 'city', palette: universeNamed(universe).palette };
}
