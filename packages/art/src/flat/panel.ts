import { pointList, starburst } from '../geometry.ts';
import { dataUri, escapeXml, svg } from '../svg.ts';
import { FLAT } from './palette.ts';

// A flat comic panel for story art: halftone dots, a big burst and a word in it.

const PANEL_COLOURS = ['#ffc832', '#c81e3a', '#1a4fd6', '#17703a', '#fff1cc', '#1d1a2e'] as const;
const colour = (seed: number) => PANEL_COLOURS[seed % PANEL_COLOURS.length] ?? FLAT.ink;

/** A grid of dots, the printed look of a flat colour. */
function halftone(columns: number, rows: number, step: { x: number; y: number }): string {
  return Array.from({ length: columns * rows }, (_, i) => {
    const x = 20 + (i % columns) * step.x;
    const y = 20 + Math.floor(i / columns) * step.y;
    return `<circle cx="${x}" cy="${y}" r="6" fill="${FLAT.ink}" opacity="0.12"/>`;
  }).join('');
}

/** A 400x300 panel in the colours of `seed`, with an optional word in the burst. */
export function panelArt(seed: number, word = ''): string {
  const burst = pointList(starburst({ x: 200, y: 150 }, 12, 130, 80));
  return dataUri(
    svg(
      400,
      300,
      `<rect width="400" height="300" fill="${colour(seed)}"/>${halftone(8, 5, { x: 50, y: 60 })}` +
        `<polygon points="${burst}" fill="${colour(seed + 2)}" stroke="${FLAT.ink}" stroke-width="6"/>` +
        `<text x="200" y="165" text-anchor="middle" font-family="Impact, sans-serif" font-size="44" fill="#ffffff" stroke="${FLAT.ink}" stroke-width="2">${escapeXml(word)}</text>` +
        `<rect x="3" y="3" width="394" height="294" fill="none" stroke="${FLAT.ink}" stroke-width="6"/>`,
    ),
  );
}
