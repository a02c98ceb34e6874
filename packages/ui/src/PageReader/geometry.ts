import { PAGE_FULL_WIDTH, type ChapterPage, type PageSource } from '@ic/domain';

export type Box = { width: number; height: number };
type Sized = Pick<ChapterPage, 'width' | 'height'>;

/** The widest a page is shown in vertical mode: a laptop gets a readable column, not a poster. */
export const VERTICAL_MAX_WIDTH = 900;

/**
 * The width of each page shown side by side in `box`: the whole spread fits the screen when the
 * screen is landscape (fit page), and fills its width when portrait (fit width, then scroll).
 */
export function fittedWidths(pages: readonly Sized[], box: Box): number[] {
  const aspects = pages.map((page) => page.width / page.height);
  const total = aspects.reduce((sum, aspect) => sum + aspect, 0);
  if (total === 0 || box.width <= 0) return aspects.map(() => 0);
  const landscape = box.width > box.height;
  const spreadWidth = landscape ? Math.min(box.width, box.height * total) : box.width;
  // Whole pixels, never more than the screen (the epsilon absorbs 399.9999 for 400).
  return aspects.map((aspect) => Math.floor((spreadWidth * aspect) / total + 1e-6));
}

/** Two pages side by side only where they fit: a landscape screen. */
export function showsSpreads(box: Box): boolean {
  return box.width > box.height;
}

/**
 * The sources the browser may choose from: the smallest alone under data saver; never the
 * 1600 px image unless zoomed in, so it is fetched only for reading details.
 */
export function candidates(
  sources: readonly PageSource[],
  { zoomed, dataSaver }: { zoomed: boolean; dataSaver: boolean },
): PageSource[] {
  if (dataSaver) return sources.slice(0, 1);
  if (zoomed) return [...sources];
  const fitted = sources.filter((source) => source.width < PAGE_FULL_WIDTH);
  return fitted.length > 0 ? fitted : [...sources];
}

export function srcSetOf(sources: readonly PageSource[]): string {
  return sources.map((source) => `${source.url} ${source.width}w`).join(', ');
}

/**
 * The picture the reader will ask for first, where it is known before the reader has measured
 * anything: a portrait screen, where single-page (and two-page, which shows one page there) fills
 * the width and vertical mode fills it up to its column. Null on landscape screens, where the
 * fitted size depends on the height left by the bars.
 */
export function openingPicture(
  page: Pick<ChapterPage, 'sources'>,
  screen: Box & { vertical: boolean; dataSaver: boolean },
): { type: string; srcSet: string; sizes: string } | null {
  if (screen.width > screen.height) return null;
  const width = screen.vertical ? Math.min(screen.width, VERTICAL_MAX_WIDTH) : screen.width;
  const sources = candidates(page.sources.avif, { zoomed: false, dataSaver: screen.dataSaver });
  return { type: 'image/avif', srcSet: srcSetOf(sources), sizes: `${width}px` };
}
