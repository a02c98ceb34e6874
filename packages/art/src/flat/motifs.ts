import { pointList, starburst } from '../geometry.ts';
import { dataUri, svg } from '../svg.ts';
import { capedFigure, paperBurst, paperDisc, stroke as outline } from './figure.ts';
import { bright, FLAT } from './palette.ts';

// The site's own small scenes (the home page's hero, spotlight, merch and promos, the Ultimate
// page), inlined as data URIs so the static sections need no request and no upload.

export type ArtMotif =
  'storm' | 'hero' | 'tee' | 'poster' | 'figure' | 'phone' | 'crown' | 'stage' | 'sapling';
export type MotifShape = 'wide' | 'square';

const SIZES: Record<MotifShape, readonly [number, number]> = {
  wide: [640, 360],
  square: [400, 400],
};

const NIGHT = '#1d1a2e';
const OUTLINE = { width: 6, round: true };
const stroke = outline(OUTLINE);

/** A caped hero standing at (cx, base), `h` tall. */
function hero(cx: number, base: number, h: number, cape: string): string {
  const head = h * 0.14;
  return capedFigure({
    cx,
    base,
    top: base - h * 0.78,
    halfWidth: h * 0.3,
    head: { y: base - h * 0.82, r: head },
    cape,
    outline: OUTLINE,
    mask: { x: cx - head, y: base - h * 0.86, width: head * 2, height: head * 0.45 },
  });
}

/** An inked starburst in a bright colour. */
function inkedBurst(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  spikes: number,
  fill: string,
) {
  const points = pointList(starburst({ x: cx, y: cy }, spikes, outer, inner));
  return `<polygon points="${points}" fill="${fill}" ${stroke}/>`;
}

const MOTIFS: Record<ArtMotif, (w: number, h: number, seed: number) => string> = {
  storm: (w, h, seed) => {
    const rain = Array.from({ length: 14 }, (_, i) => {
      const x = ((i * 97 + seed * 31) % w) + 10;
      const y = ((i * 53) % (h * 0.5)) + h * 0.35;
      return `<path d="M${x} ${y} l-14 34" stroke="${FLAT.paper}" stroke-width="4" opacity="0.7"/>`;
    }).join('');
    return `<rect width="${w}" height="${h}" fill="${NIGHT}"/>
<circle cx="${w * 0.25}" cy="${h * 0.22}" r="${h * 0.16}" fill="#4d4a5c"/>
<circle cx="${w * 0.42}" cy="${h * 0.18}" r="${h * 0.2}" fill="#4d4a5c"/>
<circle cx="${w * 0.62}" cy="${h * 0.24}" r="${h * 0.15}" fill="#4d4a5c"/>
<path d="M${w * 0.52} ${h * 0.3} L${w * 0.44} ${h * 0.55} L${w * 0.5} ${h * 0.55} L${w * 0.42} ${h * 0.85} L${w * 0.6} ${h * 0.47} L${w * 0.53} ${h * 0.47} L${w * 0.6} ${h * 0.3} Z" fill="${bright(seed + 2)}" ${stroke}/>
${rain}
${hero(w * (0.72 + (seed % 3) * 0.06), h, h * 0.62, bright(seed))}`;
  },
  hero: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${bright(seed)}"/>
${paperBurst({ x: w / 2, y: h * 0.48 }, 10, h * 0.46, h * 0.3)}
${hero(w / 2, h, h * 0.8, bright(seed + 2))}`,
  tee: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${bright(seed)}"/>
${paperBurst({ x: w / 2, y: h / 2 }, 12, h * 0.46, h * 0.34, 0.8)}
<path d="M${w * 0.3} ${h * 0.25} L${w * 0.42} ${h * 0.2} Q${w * 0.5} ${h * 0.28} ${w * 0.58} ${h * 0.2} L${w * 0.7} ${h * 0.25} L${w * 0.8} ${h * 0.4} L${w * 0.7} ${h * 0.45} L${w * 0.7} ${h * 0.8} L${w * 0.3} ${h * 0.8} L${w * 0.3} ${h * 0.45} L${w * 0.2} ${h * 0.4} Z" fill="${bright(seed + 1)}" ${stroke}/>
${inkedBurst(w / 2, h * 0.5, h * 0.1, h * 0.05, 6, bright(seed + 2))}`,
  poster: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${bright(seed)}"/>
<rect x="${w * 0.22}" y="${h * 0.12}" width="${w * 0.56}" height="${h * 0.76}" fill="${NIGHT}" ${stroke}/>
<path d="M${w * 0.52} ${h * 0.2} L${w * 0.4} ${h * 0.5} L${w * 0.49} ${h * 0.5} L${w * 0.42} ${h * 0.8} L${w * 0.62} ${h * 0.42} L${w * 0.53} ${h * 0.42} L${w * 0.6} ${h * 0.2} Z" fill="${bright(seed + 2)}" ${stroke}/>`,
  figure: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${bright(seed)}"/>
${paperBurst({ x: w / 2, y: h * 0.45 }, 9, h * 0.44, h * 0.3)}
<rect x="${w * 0.3}" y="${h * 0.8}" width="${w * 0.4}" height="${h * 0.1}" rx="8" fill="${FLAT.ink}"/>
${hero(w / 2, h * 0.8, h * 0.6, bright(seed + 3))}`,
  phone: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${bright(seed)}"/>
${paperBurst({ x: w / 2, y: h / 2 }, 11, h * 0.48, h * 0.34)}
<rect x="${w / 2 - h * 0.2}" y="${h * 0.1}" width="${h * 0.4}" height="${h * 0.8}" rx="24" fill="${FLAT.ink}"/>
<rect x="${w / 2 - h * 0.16}" y="${h * 0.16}" width="${h * 0.32}" height="${h * 0.64}" rx="8" fill="${bright(seed + 2)}"/>
${hero(w / 2, h * 0.8, h * 0.45, bright(seed + 1))}`,
  crown: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${bright(seed)}"/>
${paperBurst({ x: w / 2, y: h / 2 }, 14, h * 0.48, h * 0.32)}
<path d="M${w / 2 - h * 0.3} ${h * 0.7} L${w / 2 - h * 0.34} ${h * 0.3} L${w / 2 - h * 0.15} ${h * 0.48} L${w / 2} ${h * 0.24} L${w / 2 + h * 0.15} ${h * 0.48} L${w / 2 + h * 0.34} ${h * 0.3} L${w / 2 + h * 0.3} ${h * 0.7} Z" fill="${bright(seed + 2)}" ${stroke}/>`,
  stage: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${NIGHT}"/>
<path d="M${w * 0.2} 0 L${w * 0.05} ${h} L${w * 0.45} ${h} Z" fill="${bright(seed + 2)}" opacity="0.45"/>
<path d="M${w * 0.8} 0 L${w * 0.55} ${h} L${w * 0.95} ${h} Z" fill="${bright(seed + 2)}" opacity="0.45"/>
<rect x="0" y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="${bright(seed)}" ${stroke}/>
${hero(w / 2, h * 0.82, h * 0.55, bright(seed + 1))}`,
  sapling: (w, h, seed) => `<rect width="${w}" height="${h}" fill="${bright(seed)}"/>
${paperDisc({ x: w / 2, y: h * 0.45 }, h * 0.38)}
<path d="M${w / 2} ${h * 0.85} L${w / 2} ${h * 0.4}" stroke="${FLAT.ink}" stroke-width="8"/>
<path d="M${w / 2} ${h * 0.55} Q${w / 2 - h * 0.25} ${h * 0.5} ${w / 2 - h * 0.2} ${h * 0.3} Q${w / 2} ${h * 0.35} ${w / 2} ${h * 0.55} Z" fill="#17703a" ${stroke}/>
<path d="M${w / 2} ${h * 0.45} Q${w / 2 + h * 0.25} ${h * 0.4} ${w / 2 + h * 0.2} ${h * 0.2} Q${w / 2} ${h * 0.25} ${w / 2} ${h * 0.45} Z" fill="#17703a" ${stroke}/>
<rect x="${w / 2 - h * 0.14}" y="${h * 0.8}" width="${h * 0.28}" height="${h * 0.12}" fill="${bright(seed + 5)}" ${stroke}/>`,
};

/** One scene as a data URI: `seed` varies the colours and placement. */
export function motifArt(motif: ArtMotif, seed = 0, shape: MotifShape = 'wide'): string {
  const [w, h] = SIZES[shape];
  return dataUri(svg(w, h, MOTIFS[motif](w, h, seed)));
}
