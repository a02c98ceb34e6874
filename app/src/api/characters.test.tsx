import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { envelope, failure, json, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import {
  charactersKey,
  getCharacter,
  getCharacters,
  useCharacter,
  useCharacters,
  useHeroSlides,
} from './characters';

const paged = (data: unknown, meta: object) => json({ success: true, data, meta });

let logError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logError.mockRestore());

const served = [
  { _id: 'c1', originalName: 'Agni Rath', mainImageUrl: '/media/agni.png' },
  { _id: 'c2', originalName: '', mainImageUrl: '/media/c2.png' },
  { _id: 'c3', originalName: 'Vayu' },
];

describe('getCharacters', () => {
  it('asks the server for the search, sort and page, and reads the page meta', async () => {
    const requests = stubFetch(() => paged(served, { total: 40, page: 2, limit: 12, pages: 4 }));
    const page = await getCharacters({ q: 'a', sort: 'desc', page: 2, limit: 12 });
    expect(requests[0]?.url.pathname).toBe('/character/getAll');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      q: 'a',
      sort: 'desc',
      page: '2',
      limit: '12',
    });
    expect(page).toMatchObject({ total: 40, page: 2, limit: 12 });
    expect(page.items).toHaveLength(3);
  });

  it("applies the spec's fallbacks: 'Unknown' name, empty image", async () => {
    stubFetch(() => envelope(served));
    const { items } = await getCharacters();
    expect(items.map((c) => c.originalName)).toEqual(['Agni Rath', 'Unknown', 'Vayu']);
    expect(items[2]?.mainImageUrl).toBe('');
  });

  it('reads a list answered without meta as one whole page', async () => {
    stubFetch(() => envelope(served));
    await expect(getCharacters()).resolves.toMatchObject({ total: 3, page: 1, limit: 3 });
  });

  it('logs a failure and passes it on', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    await expect(getCharacters()).rejects.toMatchObject({ status: 500 });
    expect(logError).toHaveBeenCalledWith(
      'Failed to load the characters:',
      expect.objectContaining({ status: 500 }),
    );
  });
});

describe('charactersKey', () => {
  it('differs per query so each page is cached on its own', () => {
    expect(charactersKey({ q: 'agni', page: 1 })).not.toBe(charactersKey({ q: 'agni', page: 2 }));
    expect(charactersKey()).toBe('/character/getAll');
  });
});

describe('useCharacters', () => {
  it('answers the page and the page count', async () => {
    stubFetch(() => paged(served, { total: 25, page: 1, limit: 12, pages: 3 }));
    const { result } = await renderHook(() => useCharacters({ page: 1, limit: 12 }), {
      wrapper: FreshSWR,
    });
    await vi.waitFor(() => expect(result.current.characters).toHaveLength(3));
    expect(result.current).toMatchObject({ total: 25, pages: 3, isLoading: false });
  });

  it('on failure: logged only, an empty list, loading over (spec section 8)', async () => {
    stubFetch(offline);
    const { result } = await renderHook(() => useCharacters({ q: 'x' }), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current).toMatchObject({ characters: [], total: 0, pages: 1, isLoading: false });
    expect(logError).toHaveBeenCalledWith('Failed to load the characters:', expect.any(Error));
  });
});

describe('getCharacter / useCharacter', () => {
  it('reads the character from the envelope data', async () => {
    const requests = stubFetch(() => envelope({ _id: 'c1', originalName: 'Agni Rath' }));
    await expect(getCharacter('c1')).resolves.toMatchObject({ originalName: 'Agni Rath' });
    expect(requests[0]?.url.pathname).toBe('/character/get/c1');
  });

  it('fetches nothing without an id', async () => {
    const requests = stubFetch(() => envelope({}));
    const { result } = await renderHook(() => useCharacter(undefined), { wrapper: FreshSWR });
    expect(result.current).toMatchObject({ character: undefined, isLoading: false });
    expect(requests).toHaveLength(0);
  });

  it('on failure: logged only, no character', async () => {
    stubFetch(() => failure(404, 'Character not found.'));
    const { result } = await renderHook(() => useCharacter('nope'), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.character).toBeUndefined();
    expect(logError).toHaveBeenCalledWith(
      'Failed to load the character nope:',
      expect.objectContaining({ status: 404 }),
    );
  });
});

describe('useHeroSlides', () => {
  it('shows the hub slides', async () => {
    const slide = {
      key: 'heroes',
      label: 'Heroes',
      title: 't',
      subtitle: 's',
      description: 'd',
      image: '/i.svg',
      button: 'b',
    };
    const requests = stubFetch(() => envelope([slide]));
    const { result } = await renderHook(() => useHeroSlides(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.slides).toEqual([slide]));
    expect(requests[0]?.url.pathname).toBe('/character/hero-slides');
  });

  it('on failure: logged, no slides', async () => {
    stubFetch(offline);
    const { result } = await renderHook(() => useHeroSlides(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.slides).toEqual([]);
    expect(logError).toHaveBeenCalledWith('Failed to load the hero slides:', expect.any(Error));
  });
});
