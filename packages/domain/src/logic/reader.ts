// The comic reader's rules (spec section 4, "Chapter reading"): one page at a time, fit to the
// width by default, zoom in steps between limits, turn pages by swipe, remember the last page.

export const READER = {
  /** Zoom factors relative to fit-to-width (1), smallest to largest: the limits are the ends. */
  zoomSteps: [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as readonly number[],
  fitZoom: 1,
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

/** Where the last page read of a chapter is kept in the browser. */
export function lastPageKey(chapterId: string): string {
  return `reader:lastPage:${chapterId}`;
}
