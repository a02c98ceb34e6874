import type { CharacterAlignment } from '@ic/domain';
import type { Random } from '../random.ts';
import { INK } from './style.ts';

// A standing comic figure, feet at (0, 0), about 600 units tall. Its look comes from a seeded
// PRNG, so the same character always looks the same in every image.

export interface FigureLook {
  skin: string;
  suit: string;
  trim: string;
  cape: string | null;
  hair: string;
  pose: 'fists' | 'raised' | 'open';
  head: 'mask' | 'visor' | 'horns' | 'crown';
  eyes: string;
  emblem: string;
}

const SKINS = ['#8d5524', '#a86b3c', '#c68642', '#e0ac69', '#6f4420', '#b5763f'];
const HERO_SUITS = ['#1d4ed8', '#dc2626', '#f97316', '#0f766e', '#15803d', '#0891b2', '#7c3aed'];
const MIDDLE_SUITS = ['#475569', '#0f766e', '#7c2d12', '#4338ca', '#334155', '#a16207'];
const VILLAIN_SUITS = ['#3b0764', '#450a0a', '#111827', '#14532d', '#581c87', '#7f1d1d'];
const TRIMS = ['#facc15', '#f8fafc', '#22d3ee', '#fb923c', '#a3e635', '#f472b6'];
const HAIRS = ['#111111', '#2b1b0e', '#4a2c16', '#9ca3af', '#7f1d1d', '#1e3a8a'];

export function lookFor(
  random: Random,
  alignment: CharacterAlignment,
  species: string,
  emblem: string,
): FigureLook {
  const suits =
    alignment === 'hero' ? HERO_SUITS : alignment === 'middle' ? MIDDLE_SUITS : VILLAIN_SUITS;
  const machine = /android|cyborg/i.test(species);
  return {
    skin: machine ? '#cbd5e1' : random.pick(SKINS),
    suit: random.pick(suits),
    trim: random.pick(TRIMS),
    cape: random.chance(alignment === 'middle' ? 0.3 : 0.6)
      ? random.pick([...suits, '#b91c1c', '#fbbf24'])
      : null,
    hair: random.pick(HAIRS),
    pose: random.pick(['fists', 'raised', 'open'] as const),
    head: machine
      ? 'visor'
      : alignment === 'villain'
        ? random.pick(['horns', 'crown', 'mask'] as const)
        : random.pick(['mask', 'mask', 'visor'] as const),
    eyes: alignment === 'villain' ? '#ef4444' : '#ffffff',
    emblem,
  };
}

/** Draws a limb as an inked, coloured stroke. */
function limb(points: string, color: string, width: number): string {
  return (
    `<polyline points="${points}" fill="none" stroke="${INK}" stroke-width="${width + 14}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<polyline points="${points}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

const ARMS: Record<FigureLook['pose'], [string, string]> = {
  fists: ['-78,-450 -120,-340 -92,-250', '78,-450 120,-340 92,-250'],
  raised: ['-78,-450 -150,-520 -170,-610', '78,-450 120,-340 92,-250'],
  open: ['-78,-450 -170,-400 -250,-430', '78,-450 170,-400 250,-430'],
};

function hands(look: FigureLook): string {
  return ARMS[look.pose]
    .map((arm) => arm.split(' ').at(-1) ?? '0,0')
    .map((point) => {
      const [x, y] = point.split(',');
      return `<circle cx="${x}" cy="${y}" r="24" fill="${look.trim}" stroke="${INK}" stroke-width="7"/>`;
    })
    .join('');
}

function headGear(look: FigureLook): string {
  const eyes =
    `<path d="M-30,-572 L-8,-566 L-10,-556 L-30,-560Z" fill="${look.eyes}" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M30,-572 L8,-566 L10,-556 L30,-560Z" fill="${look.eyes}" stroke="${INK}" stroke-width="3"/>`;
  switch (look.head) {
    case 'visor':
      return `<rect x="-46" y="-584" width="92" height="30" rx="12" fill="#22d3ee" stroke="${INK}" stroke-width="7"/><rect x="-34" y="-578" width="40" height="8" fill="#ffffff" opacity="0.7"/>`;
    case 'horns':
      return `<path d="M-38,-612 C-70,-650 -74,-690 -52,-712 C-56,-680 -40,-650 -18,-632Z M38,-612 C70,-650 74,-690 52,-712 C56,-680 40,-650 18,-632Z" fill="${look.trim}" stroke="${INK}" stroke-width="7"/><rect x="-46" y="-580" width="92" height="32" rx="10" fill="${look.suit}" stroke="${INK}" stroke-width="6"/>${eyes}`;
    case 'crown':
      return `<polygon points="-44,-612 -44,-660 -22,-636 0,-672 22,-636 44,-660 44,-612" fill="${look.trim}" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/><rect x="-46" y="-580" width="92" height="32" rx="10" fill="${look.suit}" stroke="${INK}" stroke-width="6"/>${eyes}`;
    default:
      return `<path d="M-52,-600 C-20,-640 40,-640 56,-596 C30,-616 -10,-616 -52,-600Z" fill="${look.hair}" stroke="${INK}" stroke-width="6"/><rect x="-48" y="-580" width="96" height="32" rx="12" fill="${look.suit}" stroke="${INK}" stroke-width="6"/>${eyes}`;
  }
}

export function figure(look: FigureLook): string {
  const cape = look.cape
    ? `<path d="M-80,-470 C-170,-300 -190,-150 -150,-40 L150,-40 C190,-150 170,-300 80,-470Z" fill="${look.cape}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>`
    : '';
  return (
    cape +
    limb('-40,-250 -55,-120 -60,-10', look.suit, 46) +
    limb('40,-250 55,-120 60,-10', look.suit, 46) +
    `<path d="M-70,-22 h50 v22 h-62Z M20,-22 h50 l12,22 h-62Z" fill="${look.trim}" stroke="${INK}" stroke-width="6"/>` +
    limb(ARMS[look.pose][0], look.suit, 34) +
    limb(ARMS[look.pose][1], look.suit, 34) +
    hands(look) +
    `<path d="M-95,-470 L95,-470 L62,-250 L-62,-250Z" fill="${look.suit}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="-66" y="-280" width="132" height="26" fill="${look.trim}" stroke="${INK}" stroke-width="6"/>` +
    `<circle cx="0" cy="-390" r="44" fill="${look.trim}" stroke="${INK}" stroke-width="7"/>` +
    `<g transform="translate(0 -390) scale(0.3)">${look.emblem}</g>` +
    `<rect x="-20" y="-500" width="40" height="34" fill="${look.skin}" stroke="${INK}" stroke-width="6"/>` +
    `<ellipse cx="0" cy="-560" rx="50" ry="58" fill="${look.skin}" stroke="${INK}" stroke-width="8"/>` +
    headGear(look)
  );
}
