import type { CharacterAlignment } from '@ic/domain';
import { createRandom } from '../random.ts';
import { fit } from '../svg.ts';
import { elementStyle } from './emblems.ts';
import { figure, lookFor, type FigureLook } from './figure.ts';
import { scene, type Backdrop } from './scenes.ts';
import { background, burst, captionBox, lettering, svgDocument } from './style.ts';

/** What a character's images are drawn from. */
export interface CharacterSketch {
  id: string;
  name: string;
  knownAs: string;
  alignment: CharacterAlignment;
  species: string;
  universe: string;
  backdrop: Backdrop;
  powers: string[];
}

export const CHARACTER_ART = [
  'portrait',
  'banner',
  'power-1',
  'power-2',
  'power-3',
  'origin',
  'storyline',
] as const;
export type CharacterArt = (typeof CHARACTER_ART)[number];

const BACKDROPS: Record<CharacterAlignment, string> = {
  hero: '#ffd23f',
  middle: '#8ecae6',
  villain: '#3c096c',
};

function look(c: CharacterSketch): FigureLook {
  return lookFor(
    createRandom(`look:${c.id}`),
    c.alignment,
    c.species,
    elementStyle(c.powers[0] ?? '').icon,
  );
}

function placed(c: CharacterSketch, x: number, y: number, scale: number, flip = false): string {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">${figure(look(c))}</g>`;
}

function portrait(c: CharacterSketch): string {
  const power = elementStyle(c.powers[0] ?? '');
  return svgDocument(
    600,
    800,
    `${c.name} portrait`,
    background(600, 800, BACKDROPS[c.alignment]) +
      burst(300, 330, 330, 18, power.glow) +
      placed(c, 300, 760, 1.02) +
      `<rect x="0" y="690" width="600" height="110" fill="#141414"/>` +
      lettering(fit(c.name.toUpperCase(), 18), 300, 765, 52, '#ffe14d'),
  );
}

function banner(c: CharacterSketch): string {
  const random = createRandom(`banner:${c.id}`);
  const power = elementStyle(c.powers[0] ?? '');
  return svgDocument(
    1600,
    600,
    `${c.name} banner`,
    scene(c.backdrop, 1600, 600, random) +
      burst(1150, 300, 380, 22, power.color) +
      placed(c, 1150, 590, 0.88) +
      lettering(fit(c.name.toUpperCase(), 22), 70, 250, 110, '#ffe14d', 'start') +
      lettering(fit(c.knownAs.toUpperCase(), 34), 76, 330, 44, '#ffffff', 'start') +
      captionBox(`${c.universe.toUpperCase()} UNIVERSE`, 70, 400, 460, 30),
  );
}

function powerArt(c: CharacterSketch, index: number): string {
  const name = c.powers[index] ?? c.powers[0] ?? 'Power';
  const power = elementStyle(name);
  return svgDocument(
    600,
    600,
    `${c.name}: ${name}`,
    // Powers of one element share an emblem, so each slot gets its own backdrop, rays and tilt.
    background(600, 600, [power.glow, '#fff8e7', '#ffe14d'][index] ?? power.glow) +
      burst(300, 270, 290, [16, 22, 12][index] ?? 16, power.color) +
      `<g transform="translate(300 260) rotate(${[0, -12, 12][index] ?? 0}) scale(${[1.25, 1.1, 1.35][index] ?? 1.25})">${power.icon}</g>` +
      lettering(`POWER ${index + 1}`, 300, 80, 48, '#ffffff') +
      captionBox(fit(name.toUpperCase(), 24), 40, 490, 520, 34),
  );
}

function origin(c: CharacterSketch): string {
  const random = createRandom(`origin:${c.id}`);
  const power = elementStyle(c.powers[0] ?? '');
  return svgDocument(
    1200,
    800,
    `${c.name}: origin`,
    scene(c.backdrop, 1200, 800, random) +
      burst(600, 260, 300, 20, power.glow) +
      `<g transform="translate(600 250) scale(0.9)">${power.icon}</g>` +
      placed(c, 600, 780, 0.62) +
      captionBox('WHERE IT ALL BEGAN…', 40, 40, 520, 34),
  );
}

function storyline(c: CharacterSketch): string {
  const random = createRandom(`story:${c.id}`);
  const panel = (x: number, tint: string, body: string) =>
    `<g transform="translate(${x} 40)"><rect width="360" height="720" fill="${tint}" stroke="#141414" stroke-width="10"/>` +
    `<rect width="360" height="720" fill="url(#dots)"/>${body}</g>`;
  const power = elementStyle(c.powers[1] ?? c.powers[0] ?? '');
  return svgDocument(
    1200,
    800,
    `${c.name}: storyline`,
    `<rect width="1200" height="800" fill="#fff8e7"/>` +
      panel(20, '#8ecae6', placed(c, 180, 700, 0.5) + captionBox('THE CALL', 20, 20, 220, 28)) +
      panel(
        420,
        power.glow,
        burst(180, 300, 200, 14, power.color) +
          `<g transform="translate(180 300) scale(0.8)">${power.icon}</g>` +
          captionBox('THE FIGHT', 20, 20, 220, 28),
      ) +
      panel(
        820,
        random.pick(['#ffb4a2', '#cdb4db', '#bde0fe']),
        placed(c, 180, 700, 0.5, true) + captionBox('THE CHOICE', 20, 20, 240, 28),
      ),
  );
}

/** One of a character's seven pictures; the same character always looks the same in each. */
export function renderCharacterArt(c: CharacterSketch, art: CharacterArt): string {
  switch (art) {
    case 'portrait':
      return portrait(c);
    case 'banner':
      return banner(c);
    case 'origin':
      return origin(c);
    case 'storyline':
      return storyline(c);
    default:
      return powerArt(c, Number(art.slice(-1)) - 1);
  }
}
