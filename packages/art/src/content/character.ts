import type { CharacterAlignment } from '@ic/domain';
import { createRandom } from '../random.ts';
import { halo, powerBurst, scrim, speedLines } from './effects.ts';
import { ELEMENT_COLOURS, elementOf } from './emblems.ts';
import { figure, figureHeight } from './figure.ts';
import { proportionsOf, skeleton } from './skeleton.ts';
import { lookOf, type CharacterSketch, type Look, type Pose } from './look.ts';
import { INK, rect, toSvg, type Mark } from './marks.ts';
import { MOODS, PALETTES } from './palette.ts';
import { scene } from './scenes.ts';

// A character's seven pictures. No lettering: names and captions are the page's HTML.

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

interface Placing {
  pose?: Pose;
  flip?: boolean;
  bareHanded?: boolean;
}

/** The figure scaled so it is `tall` units high, feet at (x, feet). */
export function placed(
  look: Look,
  x: number,
  feet: number,
  tall: number,
  options: Placing = {},
): Mark {
  const scale = tall / figureHeight(look);
  return { marks: figure(look, options), x, y: feet, scale, flip: options.flip };
}

/** Where one of the figure's hands is (the viewer's right by default), placed as `placed` places it. */
export function handOf(
  look: Look,
  x: number,
  feet: number,
  tall: number,
  options: Placing = {},
  hand: 0 | 1 = 1,
): [number, number] {
  const p = proportionsOf(look);
  const [hx, hy] = skeleton(p, options.pose ?? look.pose).hands[hand];
  const scale = tall / p.h;
  return [x + hx * scale * (options.flip ? -1 : 1), feet + hy * scale];
}

function portrait(c: CharacterSketch, look: Look): Mark[] {
  const random = createRandom(`portrait:${c.id}`);
  const { time } = MOODS[c.alignment];
  return [
    ...scene(c.setting, 600, 800, random, time),
    ...(c.alignment === 'villain'
      ? [{ d: rect(0, 0, 600, 800), fill: look.dark, opacity: 0.35 }]
      : []),
    ...halo(300, 300, 270, c.alignment),
    // A three-quarter shot: the figure is cut at the knees, the head in the upper third.
    placed(look, 300, 990, 840),
  ];
}

function banner(c: CharacterSketch, look: Look): Mark[] {
  const random = createRandom(`banner:${c.id}`);
  const { time } = MOODS[c.alignment];
  return [
    ...scene(c.setting, 1600, 600, random, time),
    ...(c.alignment === 'villain'
      ? [{ d: rect(0, 0, 1600, 600), fill: look.dark, opacity: 0.3 }]
      : []),
    ...halo(BANNER_FIGURE_X, 260, 300, c.alignment),
    placed(look, BANNER_FIGURE_X, 590, 540),
    scrim(1600, 600, 'left', 0.55),
  ];
}

/** Where the banner's figure stands: its focal point (see FOCUS). */
const BANNER_FIGURE_X = 1150;

const POWER_SHOTS: readonly { pose: Pose; x: number; hand: 0 | 1 }[] = [
  { pose: 'raised', x: 240, hand: 1 },
  { pose: 'cast', x: 200, hand: 1 },
  { pose: 'lunge', x: 400, hand: 0 },
];

function power(c: CharacterSketch, look: Look, index: number): Mark[] {
  const element = elementOf(c.powers[index] ?? c.powers[0] ?? '');
  const [colour, glow] = ELEMENT_COLOURS[element];
  const shot = POWER_SHOTS[index] ?? POWER_SHOTS[0]!;
  // Close in, head to thigh, bare-handed: the power bursts from the hand.
  const placing = { pose: shot.pose, bareHanded: true };
  const [hx, hy] = handOf(look, shot.x, 880, 700, placing, shot.hand);
  const [fx, fy] = [Math.min(Math.max(hx, 120), 480), Math.max(hy, 120)];
  return [
    { d: rect(0, 0, 600, 600), fill: { center: [fx, fy], radius: 640, stops: [glow, colour] } },
    speedLines(600, 600, fx, fy, '#ffffff', 30),
    placed(look, shot.x, 880, 700, placing),
    ...powerBurst(element, fx, fy, 105),
  ];
}

function origin(c: CharacterSketch, look: Look): Mark[] {
  const random = createRandom(`origin:${c.id}`);
  const element = elementOf(c.powers[0] ?? '');
  return [
    ...scene(c.setting, 1200, 800, random, 'night'),
    speedLines(1200, 800, 600, 250, '#ffffff', 36),
    ...powerBurst(element, 600, 250, 170),
    placed(look, 600, 790, 360, { pose: 'raised', bareHanded: true }),
  ];
}

const RIVAL_SIDE: Record<CharacterAlignment, CharacterAlignment> = {
  hero: 'villain',
  middle: 'hero',
  villain: 'hero',
};

/** A stand-in rival for the storyline's fight: the other side's colours, a build of its own. */
function rivalOf(c: CharacterSketch): Look {
  const alignment = RIVAL_SIDE[c.alignment];
  const random = createRandom(`rival:${c.id}`);
  return lookOf({
    ...c,
    id: `${c.id}:rival`,
    name: '',
    alignment,
    gender: random.pick(['Female', 'Male']),
    height: '',
    weight: '',
    age: '',
    hair: '',
    eyes: '',
    powers: ['shadow'],
    weapon: [random.pick(['sword', 'mace', 'staff', 'spear', 'whip'])],
    palette: random.pick(PALETTES[alignment]),
  });
}

function panel(x: number, marks: Mark[]): Mark[] {
  const frame = rect(0, 0, 370, 720);
  return [
    { marks: [{ clip: frame, marks }], x, y: 40 },
    { marks: [{ d: frame, stroke: INK, width: 10 }], x, y: 40 },
  ];
}

function storyline(c: CharacterSketch, look: Look): Mark[] {
  const random = createRandom(`story:${c.id}`);
  const rival = rivalOf(c);
  const element = elementOf(c.powers[1] ?? c.powers[0] ?? '');
  const [, glow] = look.power;
  return [
    { d: rect(0, 0, 1200, 800), fill: '#fff8e7' },
    ...panel(22, [
      ...scene(c.setting, 370, 720, random, MOODS[c.alignment].time),
      placed(look, 185, 700, 560),
    ]),
    ...panel(415, [
      { d: rect(0, 0, 370, 720), fill: glow },
      speedLines(370, 720, 185, 330, '#ffffff', 24),
      placed(rival, 270, 760, 520, { flip: true }),
      ...powerBurst(element, 160, 300, 110),
      placed(look, 110, 760, 470, { pose: 'lunge', bareHanded: true }),
    ]),
    ...panel(808, [
      ...scene(c.setting, 370, 720, random, 'dusk'),
      placed(look, 185, 700, 560, {
        pose: c.alignment === 'villain' ? 'crossed' : 'raised',
        flip: true,
      }),
    ]),
  ];
}

/** One of a character's seven pictures; the same character always looks the same in each. */
export function renderCharacterArt(c: CharacterSketch, art: CharacterArt): string {
  const look = lookOf(c);
  switch (art) {
    case 'portrait':
      return toSvg(600, 800, `${c.name}, portrait`, portrait(c, look));
    case 'banner':
      return toSvg(1600, 600, `${c.name}, banner`, banner(c, look));
    case 'origin':
      return toSvg(1200, 800, `${c.name}: origin`, origin(c, look));
    case 'storyline':
      return toSvg(1200, 800, `${c.name}: storyline`, storyline(c, look));
    default: {
      const index = Number(art.slice(-1)) - 1;
      return toSvg(600, 600, `${c.name}: ${c.powers[index] ?? 'power'}`, power(c, look, index));
    }
  }
}
