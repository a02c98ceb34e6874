import { lastPageKey, parsePage } from '@ic/domain';

// The last page read of each chapter, kept in this browser. Storage can be missing or refuse
// (private windows, full quota): the reader then simply starts at page 1.

/** The page last read in `chapterId`, or null when none was kept (or storage is unavailable). */
export function readLastPage(chapterId: string): number | null {
  try {
    return parsePage(window.localStorage.getItem(lastPageKey(chapterId)));
  } catch {
    return null;
  }
}

/** Remembers `page` as the last page read in `chapterId`. */
export function writeLastPage(chapterId: string, page: number): void {
  try {
    window.localStorage.setItem(lastPageKey(chapterId), String(page));
  } catch {
    // Not remembered: the next visit starts at page 1, which is the worst that can happen.
  }
}
