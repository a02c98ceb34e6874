export interface Point {
  x: number;
  y: number;
}

/**
 * The corners of a starburst (the comic shorthand for impact): `spikes` points on the outer
 * radius alternating with as many on the inner one. The first spike points along `rotation`
 * (0: to the right, -π/2: straight up).
 */
export function starburst(
  center: Point,
  spikes: number,
  outer: number,
  inner: number,
  rotation = 0,
): Point[] {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / spikes + rotation;
    return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
  });
}

/** One decimal, the precision of every drawn coordinate. */
export const oneDecimal = (n: number): string => n.toFixed(1);

/** Rounded to a tenth and printed short ("12", not "12.0"): the content art's number style. */
export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Points as an SVG `points` attribute: "x,y x,y …". */
export function pointList(
  points: readonly Point[],
  format: (n: number) => string | number = oneDecimal,
): string {
  return points.map(({ x, y }) => `${format(x)},${format(y)}`).join(' ');
}
