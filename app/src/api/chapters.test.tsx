import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { getChapters, useChapters } from './chapters';

const log = captureErrorLog();
const chapter = {
  _id: 'h1',
  comicId: 'k1',
  title: 'Chapter One',
  chapPdf: '/media/h1.pdf',
  chapImage: '/media/h1.png',
  pageCount: 12,
};

describe('chapters', () => {
  it('asks GET /comicChap/{id}/chapters as a data call', async () => {
    const requests = stubFetch(() => envelope([chapter]));
    await expect(getChapters('k1')).resolves.toEqual([chapter]);
    expect(requests[0]?.url.pathname).toBe('/comicChap/k1/chapters');
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('fetches nothing without a comic id', async () => {
    const requests = stubFetch(() => envelope([]));
    const { result } = await renderHook(() => useChapters(undefined), { wrapper: FreshSWR });
    expect(result.current.chapters).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('on failure: logged, the list stays empty (spec section 8)', async () => {
    stubFetch(offline);
    const { result } = await renderHook(() => useChapters('k1'), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current).toMatchObject({ chapters: [], isLoading: false });
    expect(log.calls()[0]?.[0]).toBe('Failed to load the chapters of k1:');
  });
});
