import { pointList, round, starburst } from '../geometry.ts';
import { escapeXml } from '../svg.ts';

// The house style of the content's pictures (characters, covers, news, members): flat bold
// colours, thick ink outlines, halftone dots and burst lines, lettered like a comic cover.

export const INK = '#141414';
export const PAPER = '#fff8e7';
export const LETTERING = "'Bangers', 'Luckiest Guy', Impact, 'Arial Black', sans-serif";

/** A whole framed SVG document with the shared halftone pattern available as url(#dots). */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    '<defs>' +
    '<pattern id="dots" width="14" height="14" patternUnits="userSpaceOnUse">' +
    `<circle cx="7" cy="7" r="2.6" fill="${INK}" fill-opacity="0.18"/></pattern>` +
    '</defs>' +
    // Coordinates are computed in floating point; two decimals are plenty and keep files small.
    body.replace(/(\d\.\d{2})\d+/g, '$1') +
    `<rect x="6" y="6" width="${width - 12}" height="${height - 12}" fill="none" stroke="${INK}" stroke-width="12"/>` +
    '</svg>'
  );
}

/** A flat colour under the halftone screen. */
export function background(width: number, height: number, color: string): string {
  return (
    `<rect width="${width}" height="${height}" fill="${color}"/>` +
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>`
  );
}

/** An inked starburst of `rays` spikes whose notches reach in to 55% of the radius. */
export function burst(cx: number, cy: number, radius: number, rays: number, color: string): string {
  const points = starburst({ x: cx, y: cy }, rays, radius, radius * 0.55);
  return `<polygon points="${pointList(points, round)}" fill="${color}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`;
}

/** Outlined lettering with a hard offset shadow. */
export function lettering(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'middle',
): string {
  const common = `x="${x}" y="${y}" font-family="${LETTERING}" font-size="${size}" font-weight="900" text-anchor="${anchor}" letter-spacing="1"`;
  const shadow = Math.max(3, Math.round(size / 12));
  return (
    `<text ${common} transform="translate(${shadow} ${shadow})" fill="${INK}">${escapeXml(text)}</text>` +
    `<text ${common} fill="${fill}" stroke="${INK}" stroke-width="${Math.max(2, size / 18)}" paint-order="stroke">${escapeXml(text)}</text>`
  );
}

/** A yellow narration box, as on a comic page. */
export function captionBox(text: string, x: number, y: number, width: number, size = 28): string {
  const height = size * 1.9;
  return (
    `<rect x="${x + 8}" y="${y + 8}" width="${width}" height="${height}" fill="${INK}"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffe14d" stroke="${INK}" stroke-width="5"/>` +
    `<text x="${x + width / 2}" y="${y + height * 0.66}" font-family="${LETTERING}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${INK}">${escapeXml(text)}</text>`
  );
}
