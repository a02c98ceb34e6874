import { heroArt } from '@ic/art';

// A cast and teams for the carousel stories, with original names and drawn portraits.

export type DemoCharacter = { id: string; name: string; image: string };

const NAMES = [
  'Agnivarsha',
  'Meghnaad Rao',
  'Tarini Vayu',
  'Kalki Storm',
  'Nilambari',
  'Vajra Kid',
  'Chandrika',
  'Bhairav Shade',
  'Rudrani',
  'Pavan Spark',
  'Sitara Bolt',
  'Dhruv Iron',
];

export function demoCharacters(count: number): DemoCharacter[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `character-${index + 1}`,
    name: NAMES[index % NAMES.length] ?? 'Hero',
    image: heroArt(index),
  }));
}

export type DemoTeam = { name: string; members: { name: string; img: string; year: string }[] };

const TEAM_NAMES = ['UI/UX', 'Development', 'Marketing', 'Content'] as const;
const PEOPLE = [
  ['Ira Menon', 'Kabir Shah', 'Anaya Das'],
  ['Rohan Iyer', 'Meera Pillai', 'Arjun Bose', 'Tara Singh', 'Dev Kulkarni'],
  ['Zoya Khan', 'Nikhil Rao'],
  ['Priya Nair', 'Sameer Joshi', 'Lata Verma', 'Om Prakash'],
] as const;

/** The About page's four teams, with original names and portraits. */
export function demoTeams(): DemoTeam[] {
  return TEAM_NAMES.map((name, teamIndex) => ({
    name,
    members: (PEOPLE[teamIndex] ?? []).map((person, index) => ({
      name: person,
      img: heroArt(teamIndex * 3 + index),
      year: String(2021 + ((teamIndex + index) % 5)),
    })),
  }));
}
