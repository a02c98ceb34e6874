// The home page's own pictures: small comic-style SVG scenes drawn here and inlined as data
// URIs, so the static sections (hero, spotlight, merch, promos) need no request and no upload.

const INK = '#14121f';
const PAPER = '#fffaf0';
const SKIN = '#f2c79b';
const COLOURS = ['#c81e3a', '#1a4fd6', '#ffc832', '#17703a', '#7a2bd1', '#e46a12'] as const;

export type ArtMotif =
  'storm' | 'hero' | 'tee' | 'poster' | 'figure' | 'phone' | 'crown' | 'stage' | 'sapling';
export type ArtShape = 'wide' | 'square';

const SIZES: Record<ArtShape, readonly [number, number]> = { wide: [640, 360], square: [400, 400] };

const colour = (index: number): string => COLOURS[index % COLOURS.length] ?? INK;

/** A starburst's points around (cx, cy). */
function burst(cx: number, cy: number, outer: number, inner: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const stroke = `stroke="${INK}" stroke-width="6" stroke-linejoin="round"`;

/** A caped hero standing at (cx, base), `h` tall. */
function hero(cx: number, base: number, h: number, cape: string): string {
  const head = h * 0.14;
  return `<path d="M${cx - h * 0.3} ${base} L${cx} ${base - h * 0.78} L${cx + h * 0.3} ${base} Z" fill="${cape}" ${stroke}/>
<circle cx="${cx}" cy="${base - h * 0.82}" r="${head}" fill="${SKIN}" ${stroke}/>
<rect x="${cx - head}" y="${base - h * 0.86}" width="${head * 2}" height="${head * 0.45}" fill="${INK}"/>`;
}

const MOTIFS: Record<ArtMotif, (w: number, h: number, seed: number) => string> = {
  storm: (w, h, seed) => {
    const rain = Array.from({ length: 14 }, (_, i) => {
      const x = ((i * 97 + seed * 31) % w) + 10;
      const y = ((i * 53) % (h * 0.5)) + h * 0.35;
      return `<path d="M${x} ${y} l-14 34" stroke="${PAPER}" stroke-width="4" opacity="0.7"/>`;
    }).join('');
    return `<rect width="${w}" height="${h}" fill="#1d1a2e"/>
<circle cx="${w * 0.25}" cy="${h * 0.22}" r="${h * 0.16}" fill="#4d4a5c"/>
<circle cx="${w * 0.42}" cy="${h * 0.18}" r="${h * 0.2}" fill="#4d4a5c"/>
<circle cx="${w * 0.62}" cy="${h * 0.24}" r="${h * 0.15}" fill="#4d4a5c"/>
<path d="M${w * 0.52} ${h * 0.3} L${w * 0.44} ${h * 0.55} L${w * 0.5} ${h * 0.55} L${w * 0.42} ${h * 0.85} L${w * 0.6} ${h * 0.47} L${w * 0.53} ${h * 0.47} L${w * 0.6} ${h * 0.3} Z" fill="${colour(seed + 2)}" ${stroke}/>
${rain}
${hero(w * (0.72 + (seed % 3) * 0.06), h, h * 0.62, colour(seed))}`;
  },
  hero: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${colour(seed)}"/>
<polygon points="${burst(w / 2, h * 0.48, h * 0.46, h * 0.3, 10)}" fill="${PAPER}" opacity="0.85"/>
${hero(w / 2, h, h * 0.8, colour(seed + 2))}`,
  tee: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${colour(seed)}"/>
<polygon points="${burst(w / 2, h / 2, h * 0.46, h * 0.34, 12)}" fill="${PAPER}" opacity="0.8"/>
<path d="M${w * 0.3} ${h * 0.25} L${w * 0.42} ${h * 0.2} Q${w * 0.5} ${h * 0.28} ${w * 0.58} ${h * 0.2} L${w * 0.7} ${h * 0.25} L${w * 0.8} ${h * 0.4} L${w * 0.7} ${h * 0.45} L${w * 0.7} ${h * 0.8} L${w * 0.3} ${h * 0.8} L${w * 0.3} ${h * 0.45} L${w * 0.2} ${h * 0.4} Z" fill="${colour(seed + 1)}" ${stroke}/>
<polygon points="${burst(w / 2, h * 0.5, h * 0.1, h * 0.05, 6)}" fill="${colour(seed + 2)}" ${stroke}/>`,
  poster: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${colour(seed)}"/>
<rect x="${w * 0.22}" y="${h * 0.12}" width="${w * 0.56}" height="${h * 0.76}" fill="#1d1a2e" ${stroke}/>
<path d="M${w * 0.52} ${h * 0.2} L${w * 0.4} ${h * 0.5} L${w * 0.49} ${h * 0.5} L${w * 0.42} ${h * 0.8} L${w * 0.62} ${h * 0.42} L${w * 0.53} ${h * 0.42} L${w * 0.6} ${h * 0.2} Z" fill="${colour(seed + 2)}" ${stroke}/>`,
  figure: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${colour(seed)}"/>
<polygon points="${burst(w / 2, h * 0.45, h * 0.44, h * 0.3, 9)}" fill="${PAPER}" opacity="0.85"/>
<rect x="${w * 0.3}" y="${h * 0.8}" width="${w * 0.4}" height="${h * 0.1}" rx="8" fill="${INK}"/>
${hero(w / 2, h * 0.8, h * 0.6, colour(seed + 3))}`,
  phone: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${colour(seed)}"/>
<polygon points="${burst(w / 2, h / 2, h * 0.48, h * 0.34, 11)}" fill="${PAPER}" opacity="0.85"/>
<rect x="${w / 2 - h * 0.2}" y="${h * 0.1}" width="${h * 0.4}" height="${h * 0.8}" rx="24" fill="${INK}"/>
<rect x="${w / 2 - h * 0.16}" y="${h * 0.16}" width="${h * 0.32}" height="${h * 0.64}" rx="8" fill="${colour(seed + 2)}"/>
${hero(w / 2, h * 0.8, h * 0.45, colour(seed + 1))}`,
  crown: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${colour(seed)}"/>
<polygon points="${burst(w / 2, h / 2, h * 0.48, h * 0.32, 14)}" fill="${PAPER}" opacity="0.85"/>
<path d="M${w / 2 - h * 0.3} ${h * 0.7} L${w / 2 - h * 0.34} ${h * 0.3} L${w / 2 - h * 0.15} ${h * 0.48} L${w / 2} ${h * 0.24} L${w / 2 + h * 0.15} ${h * 0.48} L${w / 2 + h * 0.34} ${h * 0.3} L${w / 2 + h * 0.3} ${h * 0.7} Z" fill="${colour(seed + 2)}" ${stroke}/>`,
  stage: (w, h, seed) => `<rect width="${w}" height="${h}" fill="#1d1a2e"/>
<path d="M${w * 0.2} 0 L${w * 0.05} ${h} L${w * 0.45} ${h} Z" fill="${colour(seed + 2)}" opacity="0.45"/>
<path d="M${w * 0.8} 0 L${w * 0.55} ${h} L${w * 0.95} ${h} Z" fill="${colour(seed + 2)}" opacity="0.45"/>
<rect x="0" y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="${colour(seed)}" ${stroke}/>
${hero(w / 2, h * 0.82, h * 0.55, colour(seed + 1))}`,
  sapling: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${colour(seed)}"/>
<circle cx="${w / 2}" cy="${h * 0.45}" r="${h * 0.38}" fill="${PAPER}" opacity="0.85"/>
<path d="M${w / 2} ${h * 0.85} L${w / 2} ${h * 0.4}" stroke="${INK}" stroke-width="8"/>
<path d="M${w / 2} ${h * 0.55} Q${w / 2 - h * 0.25} ${h * 0.5} ${w / 2 - h * 0.2} ${h * 0.3} Q${w / 2} ${h * 0.35} ${w / 2} ${h * 0.55} Z" fill="#17703a" ${stroke}/>
<path d="M${w / 2} ${h * 0.45} Q${w / 2 + h * 0.25} ${h * 0.4} ${w / 2 + h * 0.2} ${h * 0.2} Q${w / 2} ${h * 0.25} ${w / 2} ${h * 0.45} Z" fill="#17703a" ${stroke}/>
<rect x="${w / 2 - h * 0.14}" y="${h * 0.8}" width="${h * 0.28}" height="${h * 0.12}" fill="${colour(seed + 5)}" ${stroke}/>`,
};

/** One scene as a data URI: `seed` varies the colours and placement. */
export function homeArt(motif: ArtMotif, seed = 0, shape: ArtShape = 'wide'): string {
  const [w, h] = SIZES[shape];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${MOTIFS[motif](w, h, seed)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
