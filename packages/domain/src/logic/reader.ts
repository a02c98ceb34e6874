// The comic reader's rules (spec section 4, "Chapter reading"; issue 12): pages as images in
// three modes, zoom from fitted to 3x, turn pages by swipe, remember the place and the mode.

export const READER = {
  /** Zoom factors relative to the fitted page (1), smallest to largest: the limits are the ends. */
  zoomSteps: [1, 1.5, 2, 3] as readonly number[],
  fitZoom: 1,
  /** A double tap zooms into the tapped region this far (and back out). */
  doubleTapZoom: 2,
  /** Two taps closer together than this are a double tap. */
  doubleTapMs: 300,
  /** Signed-in progress is saved at most this often while reading (and always on leaving). */
  saveEveryMs: 4000,
  /** On this many last pages the next chapter's first pages are fetched ahead. */
  prefetchFromEnd: 2,
  /** The next chapter's pages fetched ahead. */
  prefetchPages: 2,
  /** A horizontal finger movement shorter than this is a tap or a wobble, not a page turn. */
  swipeThresholdPx: 50,
  loadError: 'This chapter could not be opened. Please go back and try again.',
} as const;

/** A page number inside 1..pageCount; anything unusable (NaN, 0, negative) is page 1. */
export function clampPage(page: number, pageCount: number): number {
  const whole = Math.trunc(page);
  if (!Number.isFinite(whole) || whole < 1) return 1;
  return Math.min(whole, Math.max(1, Math.trunc(pageCount) || 1));
}

/** A page number from the address or storage: a positive whole number, else null. */
export function parsePage(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : null;
}

/** 'Page 3 of 12': the counter the reader announces. */
export function pageCounterText(page: number, pageCount: number): string {
  return `Page ${page} of ${pageCount}`;
}

/** 'Pages 2–3 of 12' for a spread; a page alone is counted as usual. */
export function spreadCounterText(pages: readonly number[], pageCount: number): string {
  const first = pages[0] ?? 1;
  const last = pages.at(-1) ?? first;
  return first === last
    ? pageCounterText(first, pageCount)
    : `Pages ${first}–${last} of ${pageCount}`;
}

const steps = READER.zoomSteps;
const smallest = steps[0] ?? READER.fitZoom;
const largest = steps.at(-1) ?? READER.fitZoom;

/** The next larger zoom step, or the largest when already there. */
export function zoomIn(zoom: number): number {
  return steps.find((step) => step > zoom) ?? largest;
}

/** The next smaller zoom step, or the smallest when already there. */
export function zoomOut(zoom: number): number {
  return [...steps].reverse().find((step) => step < zoom) ?? smallest;
}

/** A pinch's zoom, kept between fitted and the largest step. */
export function clampZoom(zoom: number): number {
  return Math.min(largest, Math.max(smallest, zoom));
}

export function canZoomIn(zoom: number): boolean {
  return zoom < largest;
}

export function canZoomOut(zoom: number): boolean {
  return zoom > smallest;
}

export type SwipeDirection = 'next' | 'previous';

/**
 * A finger moved `dx`, `dy` pixels: a mostly horizontal move of at least the threshold turns
 * the page like paper (right to left is the next page); anything else is a scroll or a tap.
 */
export function swipeDirection(
  dx: number,
  dy: number,
  threshold: number = READER.swipeThresholdPx,
): SwipeDirection | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** What this browser remembers for the reader (signed out, the progress; always, the mode). */
export const READER_STORAGE = {
  progress: 'reader:progress',
  mode: 'reader:mode',
  dataSaver: 'reader:dataSaver',
} as const;

/**
 * Reading modes: one page fitted to the screen, two pages side by side (a spread, on wide
 * screens), or every page one under the other (webtoon style).
 */
export const READING_MODES = ['paged', 'double', 'vertical'] as const;
export type ReadingMode = (typeof READING_MODES)[number];

export const READING_MODE_LABELS: Record<ReadingMode, string> = {
  paged: 'Single page',
  double: 'Two pages',
  vertical: 'Vertical scroll',
};

export function isReadingMode(value: unknown): value is ReadingMode {
  return READING_MODES.some((mode) => mode === value);
}

/**
 * The pages shown together in double-page mode: the first page (the cover) alone, then pairs
 * (2-3, 4-5, ...) as in a printed comic, the last alone when the count leaves it over.
 */
export function spreadOf(page: number, pageCount: number): number[] {
  const current = clampPage(page, pageCount);
  if (current === 1) return [1];
  const left = current % 2 === 0 ? current : current - 1;
  return left + 1 <= pageCount ? [left, left + 1] : [left];
}

/** A chapter is finished once its last page has been shown. */
export function isFinished(page: number, pageCount: number): boolean {
  return pageCount > 0 && page >= pageCount;
}

/** The data saver setting: 'auto' follows the browser's hints, on/off override them. */
export const DATA_SAVER_SETTINGS = ['auto', 'on', 'off'] as const;
export type DataSaverSetting = (typeof DATA_SAVER_SETTINGS)[number];

/** What the browser tells about its connection (Network Information API), where it does. */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * Data saver: smallest images and nothing fetched ahead, when the reader asks for it, or on
 * 'auto' when the browser sends Save-Data or reports a 2G, slow-2G or 3G connection.
 */
export function dataSaverOn(setting: DataSaverSetting, hints: ConnectionHints): boolean {
  if (setting !== 'auto') return setting === 'on';
  return hints.saveData === true || SLOW_CONNECTIONS.has(hints.effectiveType ?? '');
}

/** Where a chapter list's Start/Continue button leads: the first chapter not finished. */
export function nextToRead<T extends { id: string }>(
  chapters: readonly T[],
  marks: ReadonlyMap<string, { page: number; finished: boolean }>,
): { chapter: T; page: number | null; begun: boolean } | null {
  const first = chapters[0];
  if (!first) return null;
  const next = chapters.find((chapter) => !marks.get(chapter.id)?.finished);
  if (!next) return { chapter: first, page: null, begun: false };
  const mark = marks.get(next.id);
  const begun = mark !== undefined || chapters.some((chapter) => marks.get(chapter.id)?.finished);
  return { chapter: next, page: mark?.page ?? null, begun };
}
