// Original placeholder art for stories: a flat comic panel (burst, halftone dots, a label) as an
// inline SVG data URI, so stories never load external images.

const PALETTE = ['#ffc832', '#c81e3a', '#1a4fd6', '#17703a', '#fff1cc', '#1d1a2e'] as const;

function burstPoints(cx: number, cy: number, spikes: number, outer: number, inner: number) {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / spikes;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** A 400x300 comic panel in the colours of `seed`, with an optional word in the burst. */
export function comicArt(seed: number, word = ''): string {
  const bg = PALETTE[seed % PALETTE.length];
  const burst = PALETTE[(seed + 2) % PALETTE.length];
  const dots = Array.from({ length: 40 }, (_, i) => {
    const x = 20 + (i % 8) * 50;
    const y = 20 + Math.floor(i / 8) * 60;
    return `<circle cx="${x}" cy="${y}" r="6" fill="#14121f" opacity="0.12"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<rect width="400" height="300" fill="${bg}"/>${dots}
<polygon points="${burstPoints(200, 150, 12, 130, 80)}" fill="${burst}" stroke="#14121f" stroke-width="6"/>
<text x="200" y="165" text-anchor="middle" font-family="Impact, sans-serif" font-size="44" fill="#ffffff" stroke="#14121f" stroke-width="2">${word}</text>
<rect x="3" y="3" width="394" height="294" fill="none" stroke="#14121f" stroke-width="6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
