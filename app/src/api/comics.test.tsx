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
