/** One page of a list the server pages, with the size of the whole list. */
export type Page<T> = { items: T[]; total: number; page: number; limit: number };

/** The header a paging list call answers its total in, so the body keeps the spec's shape. */
export const TOTAL_HEADER = 'X-Total-Count';

function totalFrom(headers: Headers): number | undefined {
  const value = headers.get(TOTAL_HEADER);
  const total = value === null ? Number.NaN : Number(value);
  return Number.isInteger(total) && total >= 0 ? total : undefined;
}

/**
 * Reads a page: the items as served plus the total header. A server that answers the whole list
 * (no total header) still pages correctly, by slicing here.
 */
export function pageOf<T>(items: T[], headers: Headers, page = 1, limit?: number): Page<T> {
  const total = totalFrom(headers);
  if (total !== undefined) return { items, total, page, limit: limit ?? items.length };
  if (limit === undefined) return { items, total: items.length, page: 1, limit: items.length };
  const start = (page - 1) * limit;
  return { items: items.slice(start, start + limit), total: items.length, page, limit };
}

/** At least one page, so "page 1 of 1" holds for an empty list. */
export function pageCount(page: Pick<Page<unknown>, 'total' | 'limit'>): number {
  return page.limit > 0 ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;
}
