import { emblem } from './emblems.ts';
import { LINE, shaded } from './ink.ts';
import { handColour, type Look, type Prop } from './look.ts';
import { circle, ellipse, f, INK, poly, spikes, type Mark } from './marks.ts';
import { tint } from './palette.ts';
import type { Skeleton } from './skeleton.ts';

// What a figure holds, drawn in the hand's own coordinates (grip at the origin, pointing up)
// and turned to the pose: a talwar, a trishul, a gada, a chakra, a bow, a dhol…

const STEEL = '#dfe6ee';
const WOOD = '#8a5a2b';
const GOLD = '#e9b31b';
const ink = { stroke: INK, width: LINE * 0.8 } as const;

/** A pole from `below` the grip to `above` it, `w` wide. */
function pole(below: number, above: number, w: number, colour: string): Mark[] {
  const d = `M0 ${f(below)}V${f(-above)}`;
  return [
    { d, stroke: INK, width: w + LINE * 1.6, round: true },
    { d, stroke: colour, width: w, round: true },
  ];
}

type Draw = (L: number, look: Look) => Mark[];

const DRAW: Record<Prop, Draw> = {
  sword: (L) => [
    ...pole(L * 0.05, 0, L * 0.018, WOOD),
    ...shaded(
      `M${f(-L * 0.018)} 0C${f(-L * 0.02)} ${f(-L * 0.15)} ${f(L * 0.02)} ${f(-L * 0.26)} ${f(L * 0.09)} ${f(-L * 0.33)}C${f(L * 0.05)} ${f(-L * 0.22)} ${f(L * 0.03)} ${f(-L * 0.12)} ${f(L * 0.022)} 0Z`,
      STEEL,
      0.2,
      L * 0.01,
    ),
    { d: `M${f(-L * 0.05)} 0H${f(L * 0.05)}`, stroke: GOLD, width: L * 0.016, round: true },
  ],
  trident: (L) => [
    ...pole(L * 0.34, L * 0.5, L * 0.016, GOLD),
    ...shaded(
      `M0 ${f(-L * 0.5)}L${f(-L * 0.02)} ${f(-L * 0.6)}L0 ${f(-L * 0.68)}L${f(L * 0.02)} ${f(-L * 0.6)}Z`,
      STEEL,
      0.2,
      L * 0.01,
    ),
    {
      d: `M${f(-L * 0.08)} ${f(-L * 0.62)}Q${f(-L * 0.08)} ${f(-L * 0.5)} 0 ${f(-L * 0.5)}Q${f(L * 0.08)} ${f(-L * 0.5)} ${f(L * 0.08)} ${f(-L * 0.62)}`,
      stroke: INK,
      width: L * 0.022 + 6,
      round: true,
    },
    {
      d: `M${f(-L * 0.08)} ${f(-L * 0.62)}Q${f(-L * 0.08)} ${f(-L * 0.5)} 0 ${f(-L * 0.5)}Q${f(L * 0.08)} ${f(-L * 0.5)} ${f(L * 0.08)} ${f(-L * 0.62)}`,
      stroke: STEEL,
      width: L * 0.022,
      round: true,
    },
    { d: `M${f(-L * 0.03)} ${f(-L * 0.48)}H${f(L * 0.03)}`, stroke: '#d7263d', width: L * 0.02 },
  ],
  bow: (L) => [
    { d: `M0 ${f(-L * 0.24)}L0 ${f(L * 0.24)}`, stroke: '#f5f5f5', width: 2 },
    {
      d: `M0 ${f(-L * 0.24)}Q${f(L * 0.14)} 0 0 ${f(L * 0.24)}`,
      stroke: INK,
      width: L * 0.02 + 8,
      round: true,
    },
    {
      d: `M0 ${f(-L * 0.24)}Q${f(L * 0.14)} 0 0 ${f(L * 0.24)}`,
      stroke: WOOD,
      width: L * 0.02,
      round: true,
    },
  ],
  mace: (L) => [
    ...pole(L * 0.05, L * 0.16, L * 0.022, GOLD),
    ...shaded(circle(0, -L * 0.22, L * 0.07), GOLD, 0.2, L * 0.02),
    {
      d: `M${f(-L * 0.07)} ${f(-L * 0.22)}H${f(L * 0.07)}M0 ${f(-L * 0.29)}V${f(-L * 0.15)}`,
      stroke: tint(GOLD, -0.4),
      width: 4,
    },
    {
      d: poly([
        [-L * 0.015, -L * 0.285],
        [0, -L * 0.33],
        [L * 0.015, -L * 0.285],
      ]),
      fill: GOLD,
      ...ink,
    },
  ],
  staff: (L, look) => [
    ...pole(L * 0.34, L * 0.5, L * 0.016, WOOD),
    { d: circle(0, -L * 0.56, L * 0.07), fill: look.power[1], opacity: 0.5 },
    { d: circle(0, -L * 0.56, L * 0.04), fill: look.power[0], ...ink },
  ],
  chakra: (L, look) => [
    {
      d: `M${f(-L * 0.1)} ${f(-L * 0.07)}A${f(L * 0.1)} ${f(L * 0.04)} 0 0 0 ${f(L * 0.1)} ${f(-L * 0.07)}`,
      stroke: look.power[1],
      width: 4,
      opacity: 0.8,
    },
    { d: spikes(0, -L * 0.1, 12, L * 0.075, L * 0.06), fill: GOLD, ...ink },
    { d: circle(0, -L * 0.1, L * 0.03), fill: look.power[0], ...ink },
  ],
  shield: (L, look) => [
    ...shaded(circle(0, 0, L * 0.1), look.trim, 0.2, L * 0.02),
    { d: circle(0, 0, L * 0.075), stroke: tint(look.trim, -0.35), width: 4 },
    { marks: emblem(look.element, look.dark), scale: (L * 0.045) / 100 },
  ],
  blaster: (L, look) => [
    {
      d: poly([
        [-L * 0.015, L * 0.02],
        [-L * 0.015, -L * 0.04],
        [L * 0.1, -L * 0.04],
        [L * 0.1, -L * 0.01],
        [L * 0.015, -L * 0.01],
        [L * 0.015, L * 0.02],
      ]),
      fill: tint(look.dark, 0.25),
      ...ink,
    },
    { d: circle(L * 0.11, -L * 0.025, L * 0.018), fill: look.power[1], ...ink, width: 3 },
  ],
  whip: (L, look) => [
    {
      d: `M0 0C${f(L * 0.1)} ${f(L * 0.1)} ${f(-L * 0.08)} ${f(L * 0.2)} ${f(L * 0.06)} ${f(L * 0.32)}S${f(L * 0.2)} ${f(L * 0.42)} ${f(L * 0.1)} ${f(L * 0.5)}`,
      stroke: INK,
      width: 9,
      round: true,
    },
    {
      d: `M0 0C${f(L * 0.1)} ${f(L * 0.1)} ${f(-L * 0.08)} ${f(L * 0.2)} ${f(L * 0.06)} ${f(L * 0.32)}S${f(L * 0.2)} ${f(L * 0.42)} ${f(L * 0.1)} ${f(L * 0.5)}`,
      stroke: look.alignment === 'villain' ? look.trim : STEEL,
      width: 4,
      round: true,
    },
  ],
  spear: (L) => [
    ...pole(L * 0.34, L * 0.52, L * 0.014, WOOD),
    ...shaded(
      `M0 ${f(-L * 0.5)}Q${f(L * 0.035)} ${f(-L * 0.56)} 0 ${f(-L * 0.66)}Q${f(-L * 0.035)} ${f(-L * 0.56)} 0 ${f(-L * 0.5)}Z`,
      STEEL,
      0.2,
      L * 0.01,
    ),
    { d: `M${f(-L * 0.015)} ${f(-L * 0.49)}H${f(L * 0.015)}`, stroke: '#d7263d', width: 6 },
  ],
  dagger: (L) => [
    ...pole(L * 0.03, 0, L * 0.016, INK),
    ...shaded(
      poly([
        [-L * 0.016, 0],
        [0, -L * 0.13],
        [L * 0.016, 0],
      ]),
      STEEL,
      0.2,
      L * 0.008,
    ),
  ],
  axe: (L) => [
    ...pole(L * 0.08, L * 0.26, L * 0.018, WOOD),
    ...shaded(
      `M0 ${f(-L * 0.2)}C${f(L * 0.1)} ${f(-L * 0.3)} ${f(L * 0.14)} ${f(-L * 0.22)} ${f(L * 0.14)} ${f(-L * 0.16)}C${f(L * 0.14)} ${f(-L * 0.1)} ${f(L * 0.1)} ${f(-L * 0.08)} 0 ${f(-L * 0.14)}Z`,
      STEEL,
      0.2,
      L * 0.01,
    ),
  ],
  fan: (L, look) => [
    ...shaded(
      `M0 0L${f(-L * 0.13)} ${f(-L * 0.08)}A${f(L * 0.15)} ${f(L * 0.15)} 0 0 1 ${f(L * 0.13)} ${f(-L * 0.08)}Z`,
      look.trim,
      0.2,
      L * 0.01,
    ),
    {
      d: [-0.1, -0.05, 0, 0.05, 0.1].map((x) => `M0 0L${f(L * x)} ${f(-L * 0.14)}`).join(''),
      stroke: tint(look.trim, -0.4),
      width: 3,
    },
  ],
  lantern: (L, look) => [
    { d: `M0 0V${f(L * 0.06)}`, stroke: INK, width: 3 },
    { d: circle(0, L * 0.1, L * 0.08), fill: look.power[1], opacity: 0.45 },
    ...shaded(
      `M${f(-L * 0.03)} ${f(L * 0.06)}H${f(L * 0.03)}L${f(L * 0.04)} ${f(L * 0.14)}H${f(-L * 0.04)}Z`,
      '#ffd166',
      0.2,
      L * 0.008,
    ),
  ],
  drum: (L, look) => [
    ...shaded(
      `M${f(-L * 0.07)} ${f(-L * 0.06)}H${f(L * 0.07)}Q${f(L * 0.1)} 0 ${f(L * 0.07)} ${f(L * 0.06)}H${f(-L * 0.07)}Q${f(-L * 0.1)} 0 ${f(-L * 0.07)} ${f(-L * 0.06)}Z`,
      look.trim,
      0.2,
      L * 0.01,
    ),
    {
      d: `M${f(-L * 0.05)} ${f(-L * 0.06)}L${f(L * 0.05)} ${f(L * 0.06)}M${f(L * 0.05)} ${f(-L * 0.06)}L${f(-L * 0.05)} ${f(L * 0.06)}`,
      stroke: tint(look.trim, -0.45),
      width: 3,
    },
  ],
  book: (L, look) => [
    ...shaded(
      poly([
        [-L * 0.06, -L * 0.05],
        [L * 0.06, -L * 0.05],
        [L * 0.06, L * 0.04],
        [-L * 0.06, L * 0.04],
      ]),
      look.dark,
      0.2,
      L * 0.01,
    ),
    {
      d: poly([
        [-L * 0.052, -L * 0.043],
        [0, -L * 0.038],
        [L * 0.052, -L * 0.043],
        [L * 0.052, L * 0.032],
        [0, L * 0.037],
        [-L * 0.052, L * 0.032],
      ]),
      fill: '#fff8e7',
      stroke: INK,
      width: 2,
    },
  ],
};

/** Poles stand upright beside the body; blades follow the arm up, or hang down when it is low. */
function angleOf(prop: Prop, raised: boolean): number {
  if (prop === 'trident' || prop === 'staff' || prop === 'spear' || prop === 'bow') return 6;
  if (
    prop === 'shield' ||
    prop === 'drum' ||
    prop === 'book' ||
    prop === 'lantern' ||
    prop === 'whip'
  )
    return 0;
  return raised ? 18 : 150;
}

/** The held prop (and the fist over its grip), placed in the figure's coordinates. */
export function propMarks(prop: Prop, look: Look, s: Skeleton): Mark[] {
  const L = s.p.h;
  if (prop === 'shield') {
    const [elbow, hand] = [s.elbows[0], s.hands[0]];
    return [
      { marks: DRAW.shield(L, look), x: (elbow[0] + hand[0]) / 2, y: (elbow[1] + hand[1]) / 2 },
    ];
  }
  if (prop === 'drum') {
    return [{ marks: DRAW.drum(L, look), x: s.p.waist * 1.25, y: s.waistY + L * 0.06 }];
  }
  const hand = s.hands[1];
  const raised = hand[1] < s.shoulderY;
  return [
    { marks: DRAW[prop](L, look), x: hand[0], y: hand[1], rotate: angleOf(prop, raised) },
    {
      d: ellipse(hand[0], hand[1], s.p.arm * 0.62, s.p.arm * 0.62),
      fill: handColour(look),
      stroke: INK,
      width: LINE,
    },
  ];
}
