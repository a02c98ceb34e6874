// Original placeholder art for the carousel stories: small comic-style SVGs as data URIs,
// so stories never load anything from elsewhere and screenshots stay stable.

const PALETTE = ['#c81e3a', '#1a4fd6', '#ffc832', '#17703a', '#7a2bd1', '#e46a12'] as const;

function burst(cx: number, cy: number, outer: number, inner: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** A hero silhouette on a starburst, coloured by `seed`; `wide` gives a 16:9 banner. */
export function comicArt(seed: number, wide = false): string {
  const back = PALETTE[seed % PALETTE.length];
  const cape = PALETTE[(seed + 2) % PALETTE.length];
  const [width, height] = wide ? [320, 180] : [200, 260];
  const cx = width / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${back}"/>
<polygon points="${burst(cx, height * 0.45, height * 0.45, height * 0.28, 9 + (seed % 4))}" fill="#fffaf0" opacity="0.85"/>
<path d="M${cx - 50} ${height} L${cx} ${height * 0.42} L${cx + 50} ${height} Z" fill="${cape}" stroke="#14121f" stroke-width="5"/>
<circle cx="${cx}" cy="${height * 0.36}" r="${height * 0.11}" fill="#f2c79b" stroke="#14121f" stroke-width="5"/>
<rect x="${cx - height * 0.1}" y="${height * 0.32}" width="${height * 0.2}" height="${height * 0.05}" fill="#14121f"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

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
    image: comicArt(index),
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
      img: comicArt(teamIndex * 3 + index),
      year: String(2021 + ((teamIndex + index) % 5)),
    })),
  }));
}
