import { describe, expect, it } from 'vitest';
import {
  browseParams,
  characterQuery,
  DEFAULT_BROWSE,
  readBrowse,
  resultStatus,
  withSearch,
  withSort,
} from './browse';

const read = (search: string) => readBrowse(new URLSearchParams(search));

describe('readBrowse', () => {
  it('reads the search, sort and page from the address', () => {
    expect(read('?q=%20Agni%20&sort=desc&page=3')).toEqual({ q: 'Agni', sort: 'desc', page: 3 });
  });

  it('falls back to page 1, A to Z and no search', () => {
    expect(read('')).toEqual(DEFAULT_BROWSE);
    expect(read('?sort=sideways&page=-2')).toEqual(DEFAULT_BROWSE);
    expect(read('?page=2.5')).toEqual(DEFAULT_BROWSE);
    expect(read('?page=abc')).toEqual(DEFAULT_BROWSE);
  });
});

describe('browseParams', () => {
  it('writes only what differs from the default, so /characters is the first page', () => {
    expect(browseParams(DEFAULT_BROWSE).toString()).toBe('');
    expect(browseParams({ q: 'agni', sort: 'desc', page: 2 }).toString()).toBe(
      'q=agni&sort=desc&page=2',
    );
  });

  it('round-trips through the address', () => {
    const browse = { q: 'storm rider', sort: 'desc' as const, page: 7 };
    expect(readBrowse(browseParams(browse))).toEqual(browse);
  });
});

describe('a change of search or sort (spec section 4)', () => {
  const onPage5 = { q: 'a', sort: 'asc' as const, page: 5 };

  it('resets the page to 1 on a new search', () => {
    expect(withSearch(onPage5, 'agni')).toEqual({ q: 'agni', sort: 'asc', page: 1 });
  });

  it('resets the page to 1 on a new sort', () => {
    expect(withSort(onPage5, 'desc')).toEqual({ q: 'a', sort: 'desc', page: 1 });
  });
});

describe('characterQuery', () => {
  it('asks the server for one page of 12 (spec section 9)', () => {
    expect(characterQuery({ q: 'agni', sort: 'desc', page: 2 })).toEqual({
      q: 'agni',
      sort: 'desc',
      page: 2,
      limit: 12,
    });
  });

  it('leaves an empty search out', () => {
    expect(characterQuery(DEFAULT_BROWSE).q).toBeUndefined();
  });
});

describe('resultStatus', () => {
  it('counts the list in Indian digit grouping', () => {
    expect(resultStatus(2500, '')).toBe('2,500 characters');
    expect(resultStatus(1, '')).toBe('1 character');
  });

  it('says what matched the search', () => {
    expect(resultStatus(14, 'agni')).toBe('14 characters match “agni”');
    expect(resultStatus(1, 'agnira')).toBe('1 character matches “agnira”');
    expect(resultStatus(0, 'zzz')).toBe('0 characters match “zzz”');
  });
});
