import { dataUri, svg } from '../svg.ts';
import { capedFigure, paperBurst } from './figure.ts';
import { bright } from './palette.ts';

/** A masked hero on a starburst, coloured by `seed`; `wide` gives a 16:9 banner (story art). */
export function heroArt(seed: number, wide = false): string {
  const [width, height] = wide ? [320, 180] : [200, 260];
  const cx = width / 2;
  const center = { x: cx, y: height * 0.45 };
  return dataUri(
    svg(
      width,
      height,
      `<rect width="${width}" height="${height}" fill="${bright(seed)}"/>` +
        paperBurst(center, 9 + (seed % 4), height * 0.45, height * 0.28) +
        capedFigure({
          cx,
          base: height,
          top: height * 0.42,
          halfWidth: 50,
          head: { y: height * 0.36, r: height * 0.11 },
          cape: bright(seed + 2),
          outline: { width: 5 },
          mask: {
            x: cx - height * 0.1,
            y: height * 0.32,
            width: height * 0.2,
            height: height * 0.05,
          },
        }),
    ),
  );
}
