import { parsePage } from '@ic/domain';

/**
 * The page a chapter opens on: the address's, else where this reader stopped (a finished
 * chapter starts again), else the first. The reader and the preload of its opening picture
 * both ask here, so the picture preloaded is the one shown.
 */
export function openingPage(
  params: URLSearchParams,
  saved: { page: number; finished: boolean } | undefined,
): number {
  const resumed = saved && !saved.finished ? saved.page : null;
  return parsePage(params.get('page')) ?? resumed ?? 1;
}

/** The reader's address at `page` (the rest of it as it is), for a reload or a shared link. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return next;
}
