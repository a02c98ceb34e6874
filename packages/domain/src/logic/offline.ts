// Reading offline (issue 12, item 6): a signed-in reader saves a chapter they may read now; its
// pages are kept at one width fitting the device, listed on the offline screen and in the account.
import { PAGE_FULL_WIDTH } from '../constants/pages.ts';
import type { PageSource } from '../contracts/reader.ts';

export const DOWNLOAD_TEXT = {
  save: 'Save for offline',
  saving: (done: number, total: number) => `Saving for offline: ${done} of ${total}`,
  saved: 'Saved for offline',
  remove: 'Remove download',
  failed: 'Saving for offline failed',
  retry: 'Retry saving for offline',
  locked: 'Saving is not available',
  signIn: 'Sign in to save chapters for offline reading',
  libraryTitle: 'Saved for offline',
  downloadsTitle: 'Downloads',
  empty: 'No chapters saved yet. Open a chapter and choose "Save for offline" to read it anywhere.',
  removeAll: 'Remove all downloads',
} as const;

/** The widest page kept offline: sharp on a phone's screen, without the zoom-only 1600 px image. */
export const OFFLINE_MAX_WIDTH = 960;

/**
 * The one source kept for a page: the smallest at least as wide as the screen's pixels (capped
 * at OFFLINE_MAX_WIDTH), else the widest below the full-size image. Sources are smallest first.
 */
export function offlineSource(
  sources: readonly PageSource[],
  screenPixels: number,
): PageSource | undefined {
  const fitted = sources.filter(
    (source) => source.width < PAGE_FULL_WIDTH && source.width <= OFFLINE_MAX_WIDTH,
  );
  const wanted = Math.min(screenPixels, OFFLINE_MAX_WIDTH);
  return fitted.find((source) => source.width >= wanted) ?? fitted.at(-1) ?? sources[0];
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → '1.5 KB', 5242880 → '5 MB': storage as a reader reads it (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
