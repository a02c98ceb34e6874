// The comics catalogue's filters and sort live in the address (?genre=&rating=&status=&access=
// &sort=), so a link or a reload shows the same list. Defaults are left out: /comics is every
// comic, newest first.
import {
  COMIC_ACCESS_FILTERS,
  COMIC_GENRES,
  COMIC_SORT_VALUES,
  COMIC_STATUSES,
  RATINGS,
  type ComicQuery,
  type ComicSort,
} from '@ic/domain';

/** Each filter's value, '' for any. */
export type Catalogue = {
  genre: (typeof COMIC_GENRES)[number] | '';
  rating: (typeof RATINGS)[number] | '';
  status: (typeof COMIC_STATUSES)[number] | '';
  access: (typeof COMIC_ACCESS_FILTERS)[number] | '';
  sort: ComicSort;
};

export type CatalogueFilter = Exclude<keyof Catalogue, 'sort'>;

export const DEFAULT_CATALOGUE: Catalogue = {
  genre: '',
  rating: '',
  status: '',
  access: '',
  sort: 'new',
};

/** One of `values`, or '' for anything else (an old or mistyped address). */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.find((v) => v === value) ?? '';
}

export function readCatalogue(params: URLSearchParams): Catalogue {
  return {
    genre: oneOf(COMIC_GENRES, params.get('genre')),
    rating: oneOf(RATINGS, params.get('rating')),
    status: oneOf(COMIC_STATUSES, params.get('status')),
    access: oneOf(COMIC_ACCESS_FILTERS, params.get('access')),
    sort: oneOf(COMIC_SORT_VALUES, params.get('sort')) || DEFAULT_CATALOGUE.sort,
  };
}

/** The address's query for a catalogue, without the defaults. */
export function catalogueParams(catalogue: Catalogue): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(catalogue)) {
    if (value !== DEFAULT_CATALOGUE[name as keyof Catalogue]) params.set(name, value);
  }
  return params;
}

/** The catalogue with one choice changed: an unknown name changes nothing, an unknown value means any. */
export function withChoice(catalogue: Catalogue, name: string, value: string): Catalogue {
  if (!(name in catalogue)) return catalogue;
  const params = catalogueParams(catalogue);
  params.set(name, value);
  return readCatalogue(params);
}

/** Every filter back to any; the sort stays. */
export function withoutFilters(catalogue: Catalogue): Catalogue {
  return { ...DEFAULT_CATALOGUE, sort: catalogue.sort };
}

/** What the server is asked for: the sort always, so the server orders the list. */
export function comicQuery({ genre, rating, status, access, sort }: Catalogue): ComicQuery {
  return {
    genre: genre || undefined,
    rating: rating || undefined,
    status: status || undefined,
    access: access || undefined,
    sort,
  };
}
