import type { Backdrop, SceneKind } from '@ic/art';

// The shared world of the sample content: universes, their places, teams of heroes and villains,
// and the studio's (fictional) creators. Everything here is our own invention.

export interface Universe {
  name: string;
  places: string[];
  /** The landscape behind this universe's pictures. */
  scene: SceneKind;
  /** Two colours the art of this universe leans on. */
  palette: [string, string];
}

export const UNIVERSES: Universe[] = [
  {
    name: 'Trikaal',
    scene: 'desert',
    places: ['Jaisalmer Frontier', 'Kashi Skyport', 'Hampi Stone Gardens', 'Dholavira Dig'],
    palette: ['#ff7a00', '#1d3fbf'],
  },
  {
    name: 'Neon Mayapuri',
    scene: 'city',
    places: ['Mayapuri Docks', 'Lower Chawl District', 'Sky Tower 9', 'Bhendi Market Underpass'],
    palette: ['#ff2d95', '#14c8d4'],
  },
  {
    name: 'Samudra Deep',
    scene: 'ocean',
    places: [
      'Pearl Trench',
      'Coral City of Ratnakar',
      'Lakshadweep Shelf',
      'The Sunken Lighthouse',
    ],
    palette: ['#0077b6', '#00c49a'],
  },
  {
    name: 'Vindhya Wilds',
    scene: 'forest',
    places: [
      'Sal Forest of Amarkot',
      'Narmada Gorge',
      'Whispering Banyan Grove',
      'Tiger Step Falls',
    ],
    palette: ['#2f9e44', '#c2410c'],
  },
  {
    name: 'Akashganga Rim',
    scene: 'space',
    places: [
      'Orbital Station Aryabhata',
      'Moonbase Chandrika',
      'The Rim Colonies',
      'Comet Yard Seven',
    ],
    palette: ['#6d28d9', '#facc15'],
  },
];

export const HERO_GROUPS = [
  'Trikaal Rakshaks',
  'Mayapuri Night Watch',
  'Samudra Sentinels',
  'Rim Rangers',
  'Vindhya Van Sena',
];
export const MIDDLE_GROUPS = ['Banyan Circle', 'Freelancers of the Rim', 'The Dockside Guild'];
export const VILLAIN_GROUPS = [
  'The Ashen Court',
  'Yantra Syndicate',
  'Tide of Tamas',
  'Hollow Crown',
];

export const CREATORS = [
  'Ishaan Rao',
  'Kavya Menon',
  'Arjun Deshpande',
  'Nandini Iyer',
  'Farhan Qureshi',
  'Riya Bhattacharya',
  'Tenzin Dorje',
  'Meher Kapoor',
];

export function universeNamed(name: string): Universe {
  return UNIVERSES.find((u) => u.name === name) ?? (UNIVERSES[0] as Universe);
}

/** What a universe's pictures are drawn against; a universe of ours or not (imported), the city. */
export function backdropOf(universe: string): Backdrop {
  const known = UNIVERSES.find((u) => u.name === universe);
  return { scene: known?.scene ?? 'city', palette: universeNamed(universe).palette };
}
