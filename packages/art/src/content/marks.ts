import { escapeXml } from '../svg.ts';

// The content art's drawing model: a picture is a list of marks (filled or stroked SVG paths,
// nested in transformed groups), so one drawing serves an SVG file and the server's PDF pages.

/** A straight blend between two colours, in the coordinates of the mark that uses it. */
export interface LinearPaint {
  from: readonly [number, number];
  to: readonly [number, number];
  stops: readonly [string, string];
  /** The stops' opacities, when the blend fades out. */
  fade?: readonly [number, number];
}

/** A radial blend from the centre's colour to the rim's. */
export interface RadialPaint {
  center: readonly [number, number];
  radius: number;
  stops: readonly [string, string];
  fade?: readonly [number, number];
}

/** The printed halftone screen: ink dots over what lies below. */
export const HALFTONE = 'halftone';

export type Paint = string | LinearPaint | RadialPaint;

export interface Shape {
  /** SVG path data (absolute commands M L H V C Q A Z). */
  d: string;
  fill?: Paint;
  stroke?: string;
  width?: number;
  opacity?: number;
  /** Round joins and caps (limbs, hair); sharp otherwise. */
  round?: boolean;
}

export interface Group {
  marks: Mark[];
  x?: number;
  y?: number;
  scale?: number;
  /** Mirrors the group left to right (after scaling). */
  flip?: boolean;
  /** Degrees, clockwise. */
  rotate?: number;
  opacity?: number;
  /** Only what falls inside this path shows. */
  clip?: string;
}

export type Mark = Shape | Group;

export const isGroup = (mark: Mark): mark is Group => 'marks' in mark;

/** Coordinates are drawn to a tenth of a unit: plenty for art, and small files. */
export const f = (n: number): string => String(Math.round(n * 10) / 10);
const hundredths = (n: number): number => Math.round(n * 100) / 100;

// Path builders: every primitive is a path, so both renderers only need to draw paths.

export function rect(x: number, y: number, w: number, h: number): string {
  return `M${f(x)} ${f(y)}H${f(x + w)}V${f(y + h)}H${f(x)}Z`;
}

export function ellipse(cx: number, cy: number, rx: number, ry = rx): string {
  return (
    `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}` +
    `A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}Z`
  );
}

export const circle = (cx: number, cy: number, r: number): string => ellipse(cx, cy, r, r);

export function poly(points: readonly (readonly [number, number])[], closed = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return (
    `M${f(first[0])} ${f(first[1])}` +
    rest.map(([x, y]) => `L${f(x)} ${f(y)}`).join('') +
    (closed ? 'Z' : '')
  );
}

/** A smooth closed outline through the points (a Catmull-Rom spline as cubic curves). */
export function blob(points: readonly (readonly [number, number])[], closed = true): string {
  const n = points.length;
  if (n < 3) return poly(points, closed);
  const at = (i: number) =>
    points[closed ? (i + n) % n : Math.min(Math.max(i, 0), n - 1)] as readonly [number, number];
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0] ?? 0)} ${f(c1[1] ?? 0)} ${f(c2[0] ?? 0)} ${f(c2[1] ?? 0)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** The spikes of a burst: `count` points at radius `outer`, notched in to `inner`. */
export function spikes(
  cx: number,
  cy: number,
  count: number,
  outer: number,
  inner: number,
  turn = 0,
): string {
  const points: [number, number][] = [];
  for (let i = 0; i < count * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / count + turn;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return poly(points);
}

// Rendering to SVG.

class Defs {
  private readonly entries: string[] = [];
  private count = 0;
  private readonly prefix: string;
  constructor(prefix: string) {
    this.prefix = prefix;
  }

  paint(paint: Paint): string {
    if (typeof paint === 'string') return paint === HALFTONE ? 'url(#dots)' : paint;
    const id = `${this.prefix}${++this.count}`;
    const [a, b] = paint.stops;
    const [fa, fb] = (paint.fade ?? [1, 1]).map((o) => (o < 1 ? ` stop-opacity="${o}"` : ''));
    const stops = `<stop offset="0" stop-color="${a}"${fa}/><stop offset="1" stop-color="${b}"${fb}/>`;
    this.entries.push(
      'from' in paint
        ? `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(paint.from[0])}" y1="${f(paint.from[1])}" x2="${f(paint.to[0])}" y2="${f(paint.to[1])}">${stops}</linearGradient>`
        : `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(paint.center[0])}" cy="${f(paint.center[1])}" r="${f(paint.radius)}">${stops}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(d: string): string {
    const id = `${this.prefix}${++this.count}`;
    this.entries.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    return this.entries.join('');
  }
}

function transformOf(g: Group): string {
  const parts: string[] = [];
  if (g.x !== undefined || g.y !== undefined)
    parts.push(`translate(${f(g.x ?? 0)} ${f(g.y ?? 0)})`);
  if (g.rotate) parts.push(`rotate(${f(g.rotate)})`);
  const s = g.scale ?? 1;
  if (s !== 1 || g.flip) parts.push(`scale(${f(g.flip ? -s : s)} ${f(s)})`);
  return parts.length > 0 ? ` transform="${parts.join(' ')}"` : '';
}

function shapeSvg(s: Shape, defs: Defs): string {
  const attrs = [`d="${s.d}"`, `fill="${s.fill === undefined ? 'none' : defs.paint(s.fill)}"`];
  if (s.stroke) {
    attrs.push(`stroke="${s.stroke}"`, `stroke-width="${f(s.width ?? 1)}"`);
    attrs.push(
      s.round ? 'stroke-linejoin="round" stroke-linecap="round"' : 'stroke-linejoin="round"',
    );
  }
  if (s.opacity !== undefined && s.opacity < 1) attrs.push(`opacity="${hundredths(s.opacity)}"`);
  return `<path ${attrs.join(' ')}/>`;
}

function marksSvg(marks: readonly Mark[], defs: Defs): string {
  return marks
    .map((m) => {
      if (!isGroup(m)) return shapeSvg(m, defs);
      const clip = m.clip ? ` clip-path="${defs.clip(m.clip)}"` : '';
      const opacity =
        m.opacity !== undefined && m.opacity < 1 ? ` opacity="${hundredths(m.opacity)}"` : '';
      // A clip path is in the group's own coordinates: it goes on an inner group.
      const body = marksSvg(m.marks, defs);
      return clip
        ? `<g${transformOf(m)}${opacity}><g${clip}>${body}</g></g>`
        : `<g${transformOf(m)}${opacity}>${body}</g>`;
    })
    .join('');
}

export const INK = '#141414';

/**
 * A whole SVG document: the marks, a title for screen readers, the halftone screen they may
 * use, and an inked border.
 */
export function toSvg(
  width: number,
  height: number,
  title: string,
  marks: readonly Mark[],
  border = true,
): string {
  const defs = new Defs('p');
  const body = marksSvg(marks, defs);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    '<defs><pattern id="dots" width="12" height="12" patternUnits="userSpaceOnUse">' +
    `<circle cx="6" cy="6" r="2.2" fill="${INK}" fill-opacity="0.16"/></pattern>` +
    `<clipPath id="frame"><rect width="${width}" height="${height}"/></clipPath>${defs}</defs>` +
    // Nothing shows outside the picture, even in a box of another shape.
    `<g clip-path="url(#frame)">${body}</g>` +
    (border
      ? `<rect x="5" y="5" width="${width - 10}" height="${height - 10}" fill="none" stroke="${INK}" stroke-width="10"/>`
      : '') +
    '</svg>'
  );
}
