import { escapeXml } from '../svg.ts';
import { INK } from './marks.ts';

// The team members' badges: a framed picture under the halftone screen, lettered like a comic.

export { INK };
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
    body +
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
