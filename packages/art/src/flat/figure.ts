import { pointList, starburst, type Point } from '../geometry.ts';
import { FLAT } from './palette.ts';

// The flat art's stand-in hero: a triangle of cape under a round head, maybe masked, over a
// paper disc or burst. Each picture sets its own proportions.

export interface Outline {
  width: number;
  /** Rounded corners on the cape (the home page's heavier line). */
  round?: boolean;
}

export interface CapedFigure {
  cx: number;
  /** Where the cape meets the ground. */
  base: number;
  /** The cape's peak. */
  top: number;
  halfWidth: number;
  head: { y: number; r: number };
  /** The cape's colour. */
  cape: string;
  outline: Outline;
  /** false: the cape is a plain silhouette, without an outline. */
  outlinedCape?: boolean;
  /** A band across the eyes. */
  mask?: { x: number; y: number; width: number; height: number };
}

export function stroke({ width, round }: Outline): string {
  const join = round ? ' stroke-linejoin="round"' : '';
  return `stroke="${FLAT.ink}" stroke-width="${width}"${join}`;
}

export function capedFigure(f: CapedFigure): string {
  const line = stroke(f.outline);
  const capeLine = f.outlinedCape === false ? '' : ` ${line}`;
  const mask = f.mask
    ? `<rect x="${f.mask.x}" y="${f.mask.y}" width="${f.mask.width}" height="${f.mask.height}" fill="${FLAT.ink}"/>`
    : '';
  return (
    `<path d="M${f.cx - f.halfWidth} ${f.base} L${f.cx} ${f.top} L${f.cx + f.halfWidth} ${f.base} Z" fill="${f.cape}"${capeLine}/>` +
    `<circle cx="${f.cx}" cy="${f.head.y}" r="${f.head.r}" fill="${FLAT.skin}" ${line}/>` +
    mask
  );
}

/** A paper-coloured starburst behind a figure. */
export function paperBurst(
  center: Point,
  spikes: number,
  outer: number,
  inner: number,
  opacity = 0.85,
): string {
  const points = pointList(starburst(center, spikes, outer, inner));
  return `<polygon points="${points}" fill="${FLAT.paper}" opacity="${opacity}"/>`;
}

/** A paper-coloured disc behind a figure. */
export function paperDisc(center: Point, r: number, opacity = 0.85): string {
  return `<circle cx="${center.x}" cy="${center.y}" r="${r}" fill="${FLAT.paper}" opacity="${opacity}"/>`;
}
