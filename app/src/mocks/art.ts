// Original placeholder art for page stories: small comic-style SVGs as data URIs, so stories
// load nothing from a server and look like the real site (which serves its own drawn art).

const INKS = ['#c81e3a', '#1a4fd6', '#ffc832', '#17703a', '#7a2bd1', '#e46a12'] as const;

export type ArtShape = 'portrait' | 'banner' | 'cover';

const SIZES: Record<ArtShape, [number, number]> = {
  portrait: [200, 260],
  banner: [640, 300],
  cover: [240, 320],
};

function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** A figure on a starburst, coloured from `seed`, with the first letter of `label` on its chest. */
export function storyArt(label: string, shape: ArtShape = 'portrait'): string {
  const seed = hash(label);
  const [width, height] = SIZES[shape];
  const back = INKS[seed % INKS.length];
  const cape = INKS[(seed + 2) % INKS.length];
  const cx = width / 2;
  const letter = (label.trim()[0] ?? '?').toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${back}"/>
<circle cx="${cx}" cy="${height * 0.45}" r="${height * 0.4}" fill="#fffaf0" opacity="0.8"/>
<path d="M${cx - 60} ${height} L${cx} ${height * 0.4} L${cx + 60} ${height} Z" fill="${cape}" stroke="#14121f" stroke-width="5"/>
<circle cx="${cx}" cy="${height * 0.34}" r="${height * 0.1}" fill="#f2c79b" stroke="#14121f" stroke-width="5"/>
<text x="${cx}" y="${height * 0.8}" font-size="${height * 0.14}" text-anchor="middle" font-family="Impact, sans-serif" fill="#14121f">${letter}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
