import type { CharacterAlignment } from '@ic/domain';

// The content art's colours: skin tones across India's range, hair, and the palettes of the
// factions, which read as heroes (bright, warm), in-between (earthy, muted) or villains (dark
// with a poisonous glow) at a glance.

export { INK } from './marks.ts';
export const PAPER = '#fff8e7';

/** Deep to light, as the people of India are. */
export const SKIN_TONES = [
  '#3d2417',
  '#4f2f1e',
  '#623b25',
  '#764a2d',
  '#8a5835',
  '#9d683f',
  '#b07a4c',
  '#c28d5e',
  '#d2a275',
  '#e0b98f',
] as const;

export const HAIR_COLOURS = {
  black: '#15110f',
  brown: '#4a2c18',
  auburn: '#7a2e16',
  grey: '#8d8d8d',
  white: '#ecebe6',
  blue: '#1e3a8a',
  red: '#b91c1c',
  green: '#166534',
} as const;

/** A faction's colours: the suit, its trim, a light accent, the darkest shade and a glow. */
export interface FactionPalette {
  suit: string;
  trim: string;
  accent: string;
  dark: string;
  glow: string;
}

const palette = (suit: string, trim: string, accent: string, dark: string, glow: string) => ({
  suit,
  trim,
  accent,
  dark,
  glow,
});

export const PALETTES: Record<CharacterAlignment, readonly FactionPalette[]> = {
  hero: [
    palette('#1f4fd1', '#f5a30b', '#fde68a', '#14245c', '#fff3b0'),
    palette('#d62828', '#fcbf49', '#fff1d6', '#4a0d0d', '#ffe8a3'),
    palette('#0f7b6c', '#ff7b6b', '#c9f5ec', '#06302b', '#b8fff0'),
    palette('#1c8a3e', '#f7c325', '#e7f9c9', '#0b3018', '#f2ffb0'),
    palette('#0b7fc1', '#f4f7fb', '#ffd95a', '#0a2c47', '#d9f3ff'),
    palette('#e8590c', '#3b3fc4', '#ffe3cc', '#1f1a4f', '#fff0c2'),
    palette('#b5179e', '#28d7f2', '#fbe3f7', '#3d0a36', '#c8f7ff'),
  ],
  middle: [
    palette('#6b7b3a', '#b45a1b', '#e9e1c4', '#2b3117', '#f2c078'),
    palette('#4c5b6e', '#1bb5a0', '#dde5ea', '#1c232c', '#9ff2e4'),
    palette('#7c4a2d', '#e2b553', '#f4e6cc', '#2e1a0f', '#ffd98a'),
    palette('#6c4f7d', '#c9c4bb', '#ece5f0', '#2a1f33', '#e5d3ff'),
    palette('#3a5c82', '#d7a21a', '#dbe6f2', '#15233a', '#ffe08a'),
  ],
  villain: [
    palette('#3f0d6e', '#7ed321', '#c7b6dd', '#14031f', '#b6ff3b'),
    palette('#1a1a24', '#e11d2e', '#8f8fa0', '#050507', '#ff4d5e'),
    palette('#6e1010', '#e8a317', '#d9b4a0', '#240404', '#ffce3d'),
    palette('#0d2238', '#19d3e6', '#8fb0c9', '#030b14', '#5ff2ff'),
    palette('#173b22', '#d4e22b', '#9cb59f', '#06140a', '#f0ff4d'),
    palette('#3c3c44', '#ff6a13', '#a3a3ad', '#121215', '#ff9b3d'),
  ],
};

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  const target = amount < 0 ? 0 : 255;
  const share = Math.min(Math.abs(amount), 1);
  const mix = (c: number) => Math.round(c + (target - c) * share);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(mix);
  return `#${(((r ?? 0) << 16) | ((g ?? 0) << 8) | (b ?? 0)).toString(16).padStart(6, '0')}`;
}

/** How each side is lit: the sky behind them and the glow at their back. */
export const MOODS: Record<
  CharacterAlignment,
  { time: 'day' | 'dusk' | 'night'; halo: readonly [string, string] }
> = {
  hero: { time: 'day', halo: ['#fff6c2', '#ffb627'] },
  middle: { time: 'dusk', halo: ['#ffe0b0', '#e76f51'] },
  villain: { time: 'night', halo: ['#ff5e5b', '#2a0638'] },
};
