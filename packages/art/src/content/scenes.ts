import type { Random } from '../random.ts';
import { INK } from './style.ts';

// Backdrops behind figures and covers, drawn across a width x height box with the horizon at 70%.

export type SceneKind = 'desert' | 'city' | 'ocean' | 'forest' | 'space';

/** Where a picture takes place: the kind of landscape and the two colours it leans on. */
export interface Backdrop {
  scene: SceneKind;
  palette: readonly [string, string];
}

type Scene = (w: number, h: number, random: Random, palette: Backdrop['palette']) => string;

const ink = `stroke="${INK}" stroke-width="6" stroke-linejoin="round"`;

const desert: Scene = (w, h, random, [warm]) => {
  const y = h * 0.7;
  const sun = `<circle cx="${(w * random.int(20, 80)) / 100}" cy="${h * 0.28}" r="${h * 0.12}" fill="#ffd166" ${ink}/>`;
  const dunes = `<path d="M0,${y} Q${w * 0.25},${y - h * 0.12} ${w * 0.5},${y} T${w},${y} V${h} H0Z" fill="${warm}" ${ink}/>`;
  const temple = `<path d="M${w * 0.72},${y} v-${h * 0.18} l${w * 0.04},-${h * 0.1} l${w * 0.04},${h * 0.1} v${h * 0.18}Z" fill="#f4a261" ${ink}/>`;
  return `<rect width="${w}" height="${h}" fill="#ffb347"/>${sun}${temple}${dunes}`;
};

const city: Scene = (w, h, random, [neon, glow]) => {
  const y = h * 0.75;
  let towers = '';
  for (let x = 0; x < w;) {
    const tw = random.int(Math.round(w / 14), Math.round(w / 7));
    const th = random.int(Math.round(h * 0.2), Math.round(h * 0.6));
    towers += `<rect x="${x}" y="${y - th}" width="${tw}" height="${th + h}" fill="#1f1147" ${ink}/>`;
    for (let wy = y - th + 16; wy < y - 10; wy += 28) {
      towers += `<rect x="${x + 10}" y="${wy}" width="${tw - 20}" height="8" fill="${random.chance(0.5) ? neon : glow}"/>`;
    }
    x += tw;
  }
  return `<rect width="${w}" height="${h}" fill="#3b1d6e"/><circle cx="${w * 0.8}" cy="${h * 0.2}" r="${h * 0.08}" fill="${glow}" ${ink}/>${towers}`;
};

const ocean: Scene = (w, h, random, [deep, foam]) => {
  let bubbles = '';
  for (let i = 0; i < 14; i++) {
    bubbles += `<circle cx="${random.int(0, w)}" cy="${random.int(0, Math.round(h * 0.8))}" r="${random.int(6, 22)}" fill="none" stroke="#e0fbff" stroke-width="4"/>`;
  }
  const waves = `<path d="M0,${h * 0.2} ${Array.from({ length: 8 }, (_, i) => `Q${(w / 8) * (i + 0.5)},${h * (i % 2 ? 0.14 : 0.26)} ${(w / 8) * (i + 1)},${h * 0.2}`).join(' ')} V0 H0Z" fill="${foam}" ${ink}/>`;
  const reef = `<path d="M0,${h} V${h * 0.82} Q${w * 0.2},${h * 0.7} ${w * 0.35},${h * 0.84} T${w * 0.7},${h * 0.8} T${w},${h * 0.78} V${h}Z" fill="#ff7f50" ${ink}/>`;
  return `<rect width="${w}" height="${h}" fill="${deep}"/>${waves}${bubbles}${reef}`;
};

const forest: Scene = (w, h, random, [leaf, bark]) => {
  const y = h * 0.8;
  let trees = '';
  for (let x = -20; x < w; x += random.int(Math.round(w / 12), Math.round(w / 7))) {
    const th = random.int(Math.round(h * 0.3), Math.round(h * 0.6));
    trees += `<rect x="${x + 20}" y="${y - th * 0.5}" width="24" height="${th * 0.5}" fill="${bark}" ${ink}/>`;
    trees += `<polygon points="${x},${y - th * 0.4} ${x + 32},${y - th} ${x + 64},${y - th * 0.4}" fill="${leaf}" ${ink}/>`;
  }
  return `<rect width="${w}" height="${h}" fill="#b7e4c7"/><rect y="${y}" width="${w}" height="${h - y}" fill="#2d6a4f" ${ink}/>${trees}`;
};

const space: Scene = (w, h, random, [nebula, starColor]) => {
  let stars = '';
  for (let i = 0; i < 40; i++) {
    stars += `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${random.int(2, 6)}" fill="${starColor}"/>`;
  }
  const planet = `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.16}" fill="${nebula}" ${ink}/><ellipse cx="${w * 0.78}" cy="${h * 0.3}" rx="${h * 0.28}" ry="${h * 0.05}" fill="none" stroke="${starColor}" stroke-width="8"/>`;
  const ground = `<path d="M0,${h} V${h * 0.82} Q${w / 2},${h * 0.72} ${w},${h * 0.82} V${h}Z" fill="#475569" ${ink}/>`;
  return `<rect width="${w}" height="${h}" fill="#0b1026"/>${stars}${planet}${ground}`;
};

const SCENES: Record<SceneKind, Scene> = { desert, city, ocean, forest, space };

export function scene(backdrop: Backdrop, w: number, h: number, random: Random): string {
  return SCENES[backdrop.scene](w, h, random, backdrop.palette);
}
