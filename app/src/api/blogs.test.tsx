import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, json, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import {
  getAllBlogs,
  getBlog,
  getFoundationBlogs,
  getIcBlogs,
  getLatestBlogs,
  useAllBlogs,
  useBlog,
  useLatestBlog,
  useLatestBlogs,
} from './blogs';

const log = captureErrorLog();
const blog = (id: string) => ({
  _id: id,
  title: `Title ${id}`,
  subject: 's',
  authorName: 'a',
  createdAt: '2025-05-01',
  category: 'general',
  coverImageUrl: '',
  news: [],
});

describe('blog calls', () => {
  it('reads the latest blogs from `blogs`, outside the envelope data', async () => {
    const requests = stubFetch(() => json({ success: true, blogs: [blog('b9')] }));
    await expect(getLatestBlogs(1)).resolves.toEqual([blog('b9')]);
    expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
      '/blog/latestblog?limit=1',
    );
  });

  it('asks the list for the foundation and IC carousels, in the envelope, and the single blog', async () => {
    const requests = stubFetch(({ url }) =>
      envelope(url.pathname.includes('getById') ? blog('b1') : [blog('b2')]),
    );
    await expect(getFoundationBlogs()).resolves.toEqual([blog('b2')]);
    await expect(getIcBlogs()).resolves.toEqual([blog('b2')]);
    await expect(getBlog('b1')).resolves.toMatchObject({ _id: 'b1' });
    expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([
      '/blog/getallblog?category=foundation',
      '/blog/getallblog?category=ic',
      '/blog/getById/b1',
    ]);
  });

  it('asks all news a page at a time, 5 per page by default', async () => {
    const requests = stubFetch(() =>
      json({ success: true, data: [blog('b6')], meta: { total: 12, page: 2, limit: 5, pages: 3 } }),
    );
    const page = await getAllBlogs(2);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      page: '2',
      limit: '5',
    });
    expect(page).toMatchObject({ total: 12, page: 2, limit: 5 });
  });

  it('logs a failure and rethrows it (spec section 8)', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    await expect(getIcBlogs()).rejects.toMatchObject({ status: 500 });
    expect(log.calls()[0]?.[0]).toBe('Failed to load the IC blogs:');
  });
});

describe('blog hooks', () => {
  it('the latest-update feature shows blogs[0]', async () => {
    stubFetch(() => json({ success: true, blogs: [blog('b9'), blog('b8')] }));
    const { result } = await renderHook(() => useLatestBlog(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.blog?._id).toBe('b9'));
  });

  it('the newest blogs: asks for `limit` of them and gives them all', async () => {
    const requests = stubFetch(() => json({ success: true, blogs: [blog('b9'), blog('b8')] }));
    const { result } = await renderHook(() => useLatestBlogs(6), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.blogs?.map((b) => b._id)).toEqual(['b9', 'b8']));
    expect(requests[0]?.url.searchParams.get('limit')).toBe('6');
  });

  it('all news: no page after a failure, so the screen keeps showing Loading... (spec section 8)', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    const { result } = await renderHook(() => useAllBlogs(1), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.page).toBeUndefined();
    expect(log.calls()).toHaveLength(1);
  });
});

/** Retries on, at once, so a test sees whether a failed load is asked again. */
function Retrying({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        errorRetryInterval: 1,
        errorRetryCount: 2,
      }}
    >
      {children}
    </SWRConfig>
  );
}

describe('one blog', () => {
  it('an unknown id is not asked again: the answer will not change', async () => {
    const requests = stubFetch(() => failure(404, 'Blog not found'));
    const { result } = await renderHook(() => useBlog('b404'), { wrapper: Retrying });
    await vi.waitFor(() => expect(result.current.error).toMatchObject({ status: 404 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(1);
  });

  it('does not retry when the app says not to', async () => {
    const requests = stubFetch(() => failure(500, 'Something went wrong.'));
    const { result } = await renderHook(() => useBlog('b500'), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toMatchObject({ status: 500 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(1);
  });

  it('a server failure is asked again', async () => {
    const requests = stubFetch(() => failure(500, 'Something went wrong.'));
    await renderHook(() => useBlog('b500'), { wrapper: Retrying });
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(1));
  });
});
