// Original comic pages for stories: portrait pages of coloured panels with the page's number in
// a balloon, as data: URLs, shaped like the server's pages answer (every width the same picture).
import { dataUri } from '@ic/art';
import { PAGE_WIDTHS, type ChapterPage } from '@ic/domain';

const COLOURS = ['#ffc832', '#c81e3a', '#1a4fd6', '#17703a', '#fff1cc'] as const;
const colour = (n: number) => COLOURS[n % COLOURS.length] ?? '#ffc832';

function pageArt(n: number): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 2400">` +
      `<rect width="1600" height="2400" fill="#fffdf5"/>` +
      `<rect x="60" y="60" width="1480" height="900" fill="${colour(n)}" stroke="#1d1a2e" stroke-width="16"/>` +
      `<rect x="60" y="1010" width="700" height="1330" fill="${colour(n + 1)}" stroke="#1d1a2e" stroke-width="16"/>` +
      `<rect x="810" y="1010" width="730" height="1330" fill="${colour(n + 2)}" stroke="#1d1a2e" stroke-width="16"/>` +
      `<ellipse cx="800" cy="500" rx="520" ry="260" fill="#ffffff" stroke="#1d1a2e" stroke-width="12"/>` +
      `<text x="800" y="560" text-anchor="middle" font-family="Impact, sans-serif" font-size="170" fill="#1d1a2e">PAGE ${n}</text>` +
      `</svg>`,
  );
}

/** `count` pages of 1600 x 2400, numbered from 1. */
export function storyPages(count: number): ChapterPage[] {
  return Array.from({ length: count }, (_, index) => {
    const url = pageArt(index + 1);
    const sources = PAGE_WIDTHS.map((width) => ({ width, url }));
    return {
      number: index + 1,
      width: 1600,
      height: 2400,
      thumb: url,
      sources: { avif: sources, webp: sources },
    };
  });
}
