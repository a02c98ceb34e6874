import { dataUri, escapeXml, svg } from '../svg.ts';
import { capedFigure, paperDisc } from './figure.ts';
import { bright, FLAT } from './palette.ts';

// Stand-ins for character pictures in stories: a caped figure on a paper disc with a letter
// below, in the shapes the server's pictures come in.

const LETTER_FONT = 'Impact, sans-serif';

function letter(x: number, y: number, size: number, fill: string, text: string): string {
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" font-family="${LETTER_FONT}" fill="${fill}">${escapeXml(text)}</text>`;
}

const CHARACTER_SHAPES = {
  portrait: [300, 400],
  square: [300, 300],
  story: [450, 300],
  banner: [800, 300],
} as const;

export type CharacterArtShape = keyof typeof CHARACTER_SHAPES;

/** A dark silhouette with a yellow `letter`, over a disc on `fill`. */
export function characterArt(
  text: string,
  fill: string,
  shape: CharacterArtShape = 'portrait',
): string {
  const [w, h] = CHARACTER_SHAPES[shape];
  const cx = w / 2;
  return dataUri(
    svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="${fill}"/>` +
        paperDisc({ x: cx, y: h * 0.5 }, h * 0.42) +
        capedFigure({
          cx,
          base: h,
          top: h * 0.42,
          halfWidth: h * 0.25,
          head: { y: h * 0.34, r: h * 0.1 },
          cape: FLAT.ink,
          outline: { width: 5 },
          outlinedCape: false,
        }) +
        letter(cx, h * 0.85, h * 0.16, '#ffc832', text),
    ),
  );
}

const STORY_SHAPES = {
  portrait: [200, 260],
  banner: [640, 300],
  cover: [240, 320],
} as const;

export type StoryArtShape = keyof typeof STORY_SHAPES;

/** A small stable hash of a label, so the same label is always drawn alike. */
function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** A caped figure coloured from `label`, with the label's first letter below it. */
export function storyArt(label: string, shape: StoryArtShape = 'portrait'): string {
  const seed = hash(label);
  const [w, h] = STORY_SHAPES[shape];
  const cx = w / 2;
  return dataUri(
    svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="${bright(seed)}"/>` +
        paperDisc({ x: cx, y: h * 0.45 }, h * 0.4, 0.8) +
        capedFigure({
          cx,
          base: h,
          top: h * 0.4,
          halfWidth: 60,
          head: { y: h * 0.34, r: h * 0.1 },
          cape: bright(seed + 2),
          outline: { width: 5 },
        }) +
        letter(cx, h * 0.8, h * 0.14, FLAT.ink, (label.trim()[0] ?? '?').toUpperCase()),
    ),
  );
}
