// The characters browse list's state lives in the address (?q=&sort=&page=&alignment=&universe=
// &power=), so a link or a reload shows the same list. Defaults are left out: /characters is
// page 1, featured first, everyone, no search.
import {
  CHARACTER_ALIGNMENTS,
  CHARACTER_SORT_VALUES,
  PAGING,
  type CharacterAlignment,
  type CharacterQuery,
  type CharacterSort,
} from '@ic/domain';

export type Browse = {
  q: string;
  sort: CharacterSort;
  page: number;
  /** '' is everyone. */
  alignment: CharacterAlignment | '';
  /** '' is every universe. */
  universe: string;
  /** '' is any power. */
  power: string;
};

/** The filters the hub offers, by their names in the address. */
export const BROWSE_FILTERS = ['alignment', 'universe', 'power'] as const;
export type BrowseFilter = (typeof BROWSE_FILTERS)[number];

export const DEFAULT_BROWSE: Browse = {
  q: '',
  sort: 'featured',
  page: 1,
  alignment: '',
  universe: '',
  power: '',
};

function isSort(value: string | null): value is CharacterSort {
  return CHARACTER_SORT_VALUES.some((sort) => sort === value);
}

function alignmentOf(value: string | null): CharacterAlignment | '' {
  return CHARACTER_ALIGNMENTS.find((a) => a.value === value)?.value ?? '';
}

/** The list asked for by the address; anything unreadable falls back to the default. */
export function readBrowse(params: URLSearchParams): Browse {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    sort: isSort(sort) ? sort : DEFAULT_BROWSE.sort,
    page: Number.isInteger(page) && page > 1 ? page : DEFAULT_BROWSE.page,
    alignment: alignmentOf(params.get('alignment')),
    universe: params.get('universe')?.trim() ?? '',
    power: params.get('power')?.trim() ?? '',
  };
}

/** The address's query for a list, without the defaults. */
export function browseParams(browse: Browse): URLSearchParams {
  const params = new URLSearchParams();
  if (browse.q) params.set('q', browse.q);
  if (browse.sort !== DEFAULT_BROWSE.sort) params.set('sort', browse.sort);
  if (browse.page !== DEFAULT_BROWSE.page) params.set('page', String(browse.page));
  for (const name of BROWSE_FILTERS) if (browse[name]) params.set(name, browse[name]);
  return params;
}

/** A new search, sort or filter starts again at page 1 (spec section 4). */
export function withSearch(browse: Browse, q: string): Browse {
  return { ...browse, q, page: 1 };
}

export function withSort(browse: Browse, sort: string): Browse {
  return { ...browse, sort: isSort(sort) ? sort : DEFAULT_BROWSE.sort, page: 1 };
}

export function withFilter(browse: Browse, name: string, value: string): Browse {
  if (name === 'alignment') return { ...browse, alignment: alignmentOf(value), page: 1 };
  if (name === 'universe' || name === 'power') return { ...browse, [name]: value, page: 1 };
  return browse;
}

/** Every filter back to everyone; the search and sort stay. */
export function withoutFilters(browse: Browse): Browse {
  return { ...browse, alignment: '', universe: '', power: '', page: 1 };
}

/** What the server is asked for: one page of 12, searched, filtered and sorted there. */
export function characterQuery(browse: Browse): CharacterQuery {
  return {
    q: browse.q || undefined,
    sort: browse.sort,
    page: browse.page,
    limit: PAGING.charactersPerPage,
    alignment: browse.alignment || undefined,
    universe: browse.universe || undefined,
    power: browse.power || undefined,
  };
}
