import type { PagedSuccess } from '@ic/domain';

/** One page of a list the server pages, with the size of the whole list. */
export type Page<T> = { items: T[]; total: number; page: number; limit: number };

/** Reads a page from its envelope; without `meta` the server answered the whole list. */
export function pageOf<T>(body: PagedSuccess<T>): Page<T> {
  const items = body.data;
  if (!body.meta) return { items, total: items.length, page: 1, limit: items.length };
  const { total, page, limit } = body.meta;
  return { items, total, page, limit };
}

/** At least one page, so "page 1 of 1" holds for an empty list. */
export function pageCount(page: Pick<Page<unknown>, 'total' | 'limit'>): number {
  return page.limit > 0 ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;
}
