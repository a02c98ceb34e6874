import type { CharacterAlignment } from '@ic/domain';
import { emblem, ELEMENT_COLOURS, type Element } from './emblems.ts';
import { circle, f, INK, poly, rect, spikes, type Mark } from './marks.ts';
import { MOODS } from './palette.ts';

// The comic shorthand around figures: the glow at a hero's back, a villain's menace, speed
// lines, impact bursts and a power let loose.

/** Light behind a figure: sun rays for heroes, a red-black menace for villains, dusk between. */
export function halo(cx: number, cy: number, r: number, alignment: CharacterAlignment): Mark[] {
  const [inner, outer] = MOODS[alignment].halo;
  const glow: Mark = {
    d: circle(cx, cy, r),
    fill: { center: [cx, cy], radius: r, stops: [inner, outer] },
    opacity: alignment === 'villain' ? 0.85 : 0.75,
  };
  if (alignment === 'hero') {
    const rays: string[] = [];
    for (let i = 0; i < 18; i++) {
      const a = (Math.PI * 2 * i) / 18;
      const b = a + Math.PI / 30;
      rays.push(
        poly([
          [cx, cy],
          [cx + Math.cos(a) * r * 2.4, cy + Math.sin(a) * r * 2.4],
          [cx + Math.cos(b) * r * 2.4, cy + Math.sin(b) * r * 2.4],
        ]),
      );
    }
    return [{ d: rays.join(''), fill: '#fff6c2', opacity: 0.28 }, glow];
  }
  if (alignment === 'villain')
    return [glow, { d: spikes(cx, cy, 14, r * 1.05, r * 0.7, 0.2), fill: outer, opacity: 0.5 }];
  return [glow];
}

/** Lines rushing towards (cx, cy), the whole box long. */
export function speedLines(
  w: number,
  h: number,
  cx: number,
  cy: number,
  colour = '#ffffff',
  count = 28,
): Mark {
  let d = '';
  const reach = Math.hypot(w, h);
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count + (i % 3) * 0.05;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const from = reach * (0.32 + (i % 4) * 0.05);
    d += `M${f(cx + c * from)} ${f(cy + s * from)}L${f(cx + c * reach)} ${f(cy + s * reach)}`;
  }
  return { d, stroke: colour, width: 5, opacity: 0.45, round: true };
}

/** An inked impact burst. */
export function burst(
  cx: number,
  cy: number,
  r: number,
  colour: string,
  count = 14,
  turn = 0,
): Mark {
  return { d: spikes(cx, cy, count, r, r * 0.58, turn), fill: colour, stroke: INK, width: 6 };
}

/** A power let loose around (cx, cy): glow, burst and the element's emblem. */
export function powerBurst(element: Element, cx: number, cy: number, r: number): Mark[] {
  const [colour, glow] = ELEMENT_COLOURS[element];
  return [
    {
      d: circle(cx, cy, r * 1.25),
      fill: { center: [cx, cy], radius: r * 1.25, stops: [glow, colour] },
      opacity: 0.55,
    },
    burst(cx, cy, r, glow, 16),
    { marks: emblem(element), x: cx, y: cy, scale: (r * 0.62) / 100 },
  ];
}

/** A darkening from one edge, so HTML text set over that side of the art stays legible. */
export function scrim(w: number, h: number, side: 'left' | 'top' | 'bottom', strength = 0.7): Mark {
  const [from, to]: [[number, number], [number, number]] =
    side === 'left'
      ? [
          [0, 0],
          [w * 0.62, 0],
        ]
      : side === 'top'
        ? [
            [0, 0],
            [0, h * 0.34],
          ]
        : [
            [0, h],
            [0, h * 0.6],
          ];
  return { d: rect(0, 0, w, h), fill: { from, to, stops: [INK, INK], fade: [strength, 0] } };
}
