import { INK, poly, type Group, type Mark } from './marks.ts';
import { tint } from './palette.ts';
import type { Point } from './skeleton.ts';

// The figure's ink: a thick outline, flat colour and a cel shadow on the side away from the light.

export const LINE = 6;

/** A limb: an ink stroke under a coloured one, and a cel shadow down its far side. */
export function limb(points: readonly Point[], colour: string, width: number): Mark[] {
  const d = poly(points, false);
  return [
    { d, stroke: INK, width: width + LINE * 2, round: true },
    { d, stroke: colour, width, round: true },
    {
      d: poly(
        points.map(([x, y]) => [x + width * 0.22, y]),
        false,
      ),
      stroke: tint(colour, -0.28),
      width: width * 0.4,
      round: true,
      opacity: 0.8,
    },
    {
      d: poly(
        points.map(([x, y]) => [x - width * 0.24, y]),
        false,
      ),
      stroke: tint(colour, 0.35),
      width: width * 0.16,
      round: true,
      opacity: 0.6,
    },
  ];
}

/** A filled, inked shape with a cel shadow on its right, clipped to the shape. */
export function shaded(d: string, colour: string, depth = 0.16, offset = 14): Mark[] {
  return [
    { d, fill: colour, stroke: INK, width: LINE, round: true },
    {
      clip: d,
      marks: [{ d, fill: tint(colour, -0.3), opacity: 0.85 }],
      x: offset * (depth / 0.16),
      y: 0,
    } satisfies Group,
    { d, stroke: INK, width: LINE, round: true },
  ];
}
