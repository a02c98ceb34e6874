import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { getComics, useComic, useComics } from './comics';

const log = captureErrorLog();
const comic = {
  _id: 'k1',
  title: 'Storm Rising',
  coverImg: '/media/k1.png',
  releasedYear: 2025,
  authors: ['A. Rao'],
  createdAt: '2025-01-01',
};

describe('comics', () => {
  it('reads the list from GET /comic', async () => {
    const requests = stubFetch(() => envelope([comic]));
    await expect(getComics()).resolves.toEqual([comic]);
    expect(requests[0]?.url.pathname).toBe('/comic');
  });

  it('turns the oldest-first list newest first; a tie keeps its reversed order', async () => {
    const dated = (id: string, createdAt: string) => ({ ...comic, _id: id, createdAt });
    const oldestFirst = [
      dated('a', '2024-03-01'),
      dated('b', '2025-02-01'),
      dated('c', '2025-02-01'),
      dated('d', '2025-06-01'),
    ];
    stubFetch(() => envelope(oldestFirst));
    const ids = (await getComics()).map((c) => c._id);
    expect(ids).toEqual(['d', 'c', 'b', 'a']);
  });

  it('sorts by date whatever order the list arrives in', async () => {
    const dated = (id: string, createdAt: string) => ({ ...comic, _id: id, createdAt });
    stubFetch(() => envelope([dated('m', '2025-01-01'), dated('n', '2025-09-01')].reverse()));
    expect((await getComics()).map((c) => c._id)).toEqual(['n', 'm']);
  });

  it('shows the list', async () => {
    stubFetch(() => envelope([comic]));
    const { result } = await renderHook(() => useComics(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.comics).toEqual([comic]));
  });

  it('shows an empty list on failure (spec section 8)', async () => {
    stubFetch(() => failure(503, 'Unavailable'));
    const { result } = await renderHook(() => useComics(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current).toMatchObject({ comics: [], isLoading: false });
    expect(log.calls()).toHaveLength(1);
  });
});

describe('one comic', () => {
  it('reads GET /comic/{id}', async () => {
    const requests = stubFetch(() => envelope(comic));
    const { result } = await renderHook(() => useComic('k1'), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.comic).toEqual(comic));
    expect(requests[0]?.url.pathname).toBe('/comic/k1');
  });

  it('on failure: logged, no comic', async () => {
    stubFetch(() => failure(404, 'Comic not found.'));
    const { result } = await renderHook(() => useComic('k404'), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.comic).toBeUndefined();
    expect(log.calls()[0]?.[0]).toBe('Failed to load the comic k404:');
  });
});
