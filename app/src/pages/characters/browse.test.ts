import { describe, expect, it } from 'vitest';
import {
  browseParams,
  characterQuery,
  DEFAULT_BROWSE,
  readBrowse,
  withFilter,
  withoutFilters,
  withSearch,
  withSort,
} from './browse';

const read = (search: string) => readBrowse(new URLSearchParams(search));

describe('readBrowse', () => {
  it('reads the search, sort and page from the address', () => {
    expect(read('?q=%20Agni%20&sort=desc&page=3')).toEqual({
      ...DEFAULT_BROWSE,
      q: 'Agni',
      sort: 'desc',
      page: 3,
    });
  });

  it('reads the side, universe and power filters, ignoring an unknown side', () => {
    expect(read('?alignment=villain&universe=Neon+Mayapuri&power=Tidal+Wave')).toEqual({
      ...DEFAULT_BROWSE,
      alignment: 'villain',
      universe: 'Neon Mayapuri',
      power: 'Tidal Wave',
    });
    expect(read('?alignment=antihero').alignment).toBe('');
  });

  it('falls back to page 1, featured first and no search', () => {
    expect(read('')).toEqual(DEFAULT_BROWSE);
    expect(read('?sort=sideways&page=-2')).toEqual(DEFAULT_BROWSE);
    expect(read('?page=2.5')).toEqual(DEFAULT_BROWSE);
    expect(read('?page=abc')).toEqual(DEFAULT_BROWSE);
  });
});

describe('browseParams', () => {
  it('writes only what differs from the default, so /characters is the first page', () => {
    expect(browseParams(DEFAULT_BROWSE).toString()).toBe('');
    expect(browseParams({ ...DEFAULT_BROWSE, q: 'agni', sort: 'desc', page: 2 }).toString()).toBe(
      'q=agni&sort=desc&page=2',
    );
  });

  it('round-trips through the address, filters included', () => {
    const browse = {
      q: 'storm rider',
      sort: 'desc' as const,
      page: 7,
      alignment: 'hero' as const,
      universe: 'Trikaal',
      power: 'Wind Riding',
    };
    expect(readBrowse(browseParams(browse))).toEqual(browse);
  });
});

describe('a change of search, sort or filter (spec section 4)', () => {
  const onPage5 = { ...DEFAULT_BROWSE, q: 'a', page: 5 };

  it('resets the page to 1 on a new search', () => {
    expect(withSearch(onPage5, 'agni')).toEqual({ ...onPage5, q: 'agni', page: 1 });
  });

  it('resets the page to 1 on a new sort', () => {
    expect(withSort(onPage5, 'desc')).toEqual({ ...onPage5, sort: 'desc', page: 1 });
  });

  it('resets the page to 1 on a new filter, and clears every filter but keeps the search', () => {
    const villains = withFilter(onPage5, 'alignment', 'villain');
    expect(villains).toEqual({ ...onPage5, alignment: 'villain', page: 1 });
    const inUniverse = withFilter({ ...villains, page: 3 }, 'universe', 'Trikaal');
    expect(inUniverse).toEqual({ ...villains, universe: 'Trikaal', page: 1 });
    expect(withFilter(inUniverse, 'rating', 'T')).toBe(inUniverse);
    expect(withoutFilters(inUniverse)).toEqual({ ...onPage5, page: 1 });
  });
});

describe('characterQuery', () => {
  it('asks the server for one page of 12 (spec section 9)', () => {
    expect(characterQuery({ ...DEFAULT_BROWSE, q: 'agni', sort: 'desc', page: 2 })).toEqual({
      q: 'agni',
      sort: 'desc',
      page: 2,
      limit: 12,
    });
  });

  it('leaves an empty search and unset filters out', () => {
    expect(characterQuery(DEFAULT_BROWSE)).toStrictEqual({
      q: undefined,
      sort: 'featured',
      page: 1,
      limit: 12,
      alignment: undefined,
      universe: undefined,
      power: undefined,
    });
  });

  it('passes the filters on', () => {
    const browse = { ...DEFAULT_BROWSE, alignment: 'villain' as const, universe: 'Trikaal' };
    expect(characterQuery(browse)).toMatchObject({ alignment: 'villain', universe: 'Trikaal' });
  });
});
