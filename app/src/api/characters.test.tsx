import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { envelope, failure, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import {
  charactersKey,
  getCharacter,
  getCharacters,
  useCharacter,
  useCharacters,
} from './characters';

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
  it('asks the server for the search, sort and page, and reads the total header', async () => {
    const requests = stubFetch(() => envelope(served, { 'X-Total-Count': '40' }));
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

  it('pages a whole list itself when the server sends no total', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      _id: `c${i}`,
      originalName: `N${i}`,
      mainImageUrl: '',
    }));
    stubFetch(() => envelope(many));
    const page = await getCharacters({ page: 3, limit: 12 });
    expect(page.items.map((c) => c._id)).toEqual(['c24', 'c25', 'c26', 'c27', 'c28', 'c29']);
    expect(page.total).toBe(30);
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
    stubFetch(() => envelope(served, { 'X-Total-Count': '25' }));
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
