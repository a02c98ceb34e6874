// The characters browse list's state lives in the address (?q=&sort=&page=), so a link or a
// reload shows the same list. Defaults are left out: /characters is page 1, A to Z, no search.
import {
  CHARACTER_SORT_VALUES,
  formatIndianNumber,
  PAGING,
  type CharacterQuery,
  type CharacterSort,
} from '@ic/domain';

export type Browse = { q: string; sort: CharacterSort; page: number };

export const DEFAULT_BROWSE: Browse = { q: '', sort: 'asc', page: 1 };

function isSort(value: string | null): value is CharacterSort {
  return CHARACTER_SORT_VALUES.some((sort) => sort === value);
}

/** The list asked for by the address; anything unreadable falls back to the default. */
export function readBrowse(params: URLSearchParams): Browse {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    sort: isSort(sort) ? sort : DEFAULT_BROWSE.sort,
    page: Number.isInteger(page) && page > 1 ? page : DEFAULT_BROWSE.page,
  };
}

/** The address's query for a list, without the defaults. */
export function browseParams({ q, sort, page }: Browse): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (sort !== DEFAULT_BROWSE.sort) params.set('sort', sort);
  if (page !== DEFAULT_BROWSE.page) params.set('page', String(page));
  return params;
}

/** A new search or sort starts again at page 1 (spec section 4). */
export function withSearch(browse: Browse, q: string): Browse {
  return { ...browse, q, page: 1 };
}

export function withSort(browse: Browse, sort: string): Browse {
  return { ...browse, sort: isSort(sort) ? sort : DEFAULT_BROWSE.sort, page: 1 };
}

/** What the server is asked for: one page of 12, searched and sorted there. */
export function characterQuery({ q, sort, page }: Browse): CharacterQuery {
  return { q: q || undefined, sort, page, limit: PAGING.charactersPerPage };
}

/** The line under the search saying what the list holds, e.g. '2,500 characters'. */
export function resultStatus(total: number, q: string): string {
  const count = `${formatIndianNumber(total)} ${total === 1 ? 'character' : 'characters'}`;
  if (!q) return count;
  return `${count} ${total === 1 ? 'matches' : 'match'} “${q}”`;
}
