// Blogs and news. Every failure is logged and passed on (spec section 8): hooks leave the data
// undefined and expose the error, so the all-news page keeps showing 'Loading...'.
import {
  PAGING,
  type Blog,
  type BlogCategory,
  type LatestBlogs,
  type PagedSuccess,
} from '@ic/domain';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, apiFetch, apiGet, apiUrl } from './client';
import { logged } from './log';
import { pageOf, type Page } from './paging';

export const BLOG_PATHS = {
  latest: '/blog/latestblog',
  all: '/blog/getallblog',
} as const;

export function blogPath(id: string): string {
  return `/blog/getById/${encodeURIComponent(id)}`;
}

/** The newest blogs; this call answers `{ success, blogs }` outside the usual `data`. */
export function getLatestBlogs(limit = 1): Promise<Blog[]> {
  return logged('load the latest blogs', async () => {
    const { body } = await apiFetch<LatestBlogs>(BLOG_PATHS.latest, { query: { limit } });
    return body.blogs;
  });
}

/**
 * The carousels read a category's blogs, newest first, from the list call. Not from
 * /blog/foundation-blogs or /blog/ic-blogs: those answer the original site's clients in their
 * own shape (a bare array of the four oldest).
 */
const categoryKey = (category: BlogCategory) => apiUrl(BLOG_PATHS.all, { category });
const categoryBlogs = (category: BlogCategory) =>
  apiGet<Blog[]>(BLOG_PATHS.all, { query: { category } });

export function getFoundationBlogs(): Promise<Blog[]> {
  return logged('load the foundation blogs', () => categoryBlogs('foundation'));
}

export function getIcBlogs(): Promise<Blog[]> {
  return logged('load the IC blogs', () => categoryBlogs('ic'));
}

export function getAllBlogs(page = 1, limit: number = PAGING.allNewsPerPage): Promise<Page<Blog>> {
  return logged('load all news', async () => {
    const { body } = await apiFetch<PagedSuccess<Blog>>(BLOG_PATHS.all, {
      query: { page, limit },
    });
    return pageOf(body);
  });
}

export function getBlog(id: string): Promise<Blog> {
  return logged(`load the blog ${id}`, () => apiGet<Blog>(blogPath(id)));
}

/** The latest-update feature: the first of the latest blogs (spec section 7: blogs[0]). */
export function useLatestBlog() {
  const { data, error, isLoading } = useSWR(apiUrl(BLOG_PATHS.latest, { limit: 1 }), () =>
    getLatestBlogs(1),
  );
  return { blog: data?.[0], isLoading, error: error as unknown };
}

/** The `limit` newest blogs, e.g. the trending list beside a blog. */
export function useLatestBlogs(limit: number) {
  const { data, error, isLoading } = useSWR(apiUrl(BLOG_PATHS.latest, { limit }), () =>
    getLatestBlogs(limit),
  );
  return { blogs: data, isLoading, error: error as unknown };
}

export function useFoundationBlogs() {
  const { data, error, isLoading } = useSWR(categoryKey('foundation'), getFoundationBlogs);
  return { blogs: data, isLoading, error: error as unknown };
}

export function useIcBlogs() {
  const { data, error, isLoading } = useSWR(categoryKey('ic'), getIcBlogs);
  return { blogs: data, isLoading, error: error as unknown };
}

/** Every blog, newest first, in one call: the news front page arranges them itself. */
export function useBlogs() {
  const { data, error, isLoading } = useSWR(BLOG_PATHS.all, () =>
    logged('load the blogs', () => apiGet<Blog[]>(BLOG_PATHS.all)),
  );
  return { blogs: error ? undefined : data, isLoading, error: error as unknown };
}

/** One page of all news; `page` stays undefined until it arrives, and after a failure. */
export function useAllBlogs(page = 1, limit: number = PAGING.allNewsPerPage) {
  const { data, error, isLoading } = useSWR(
    apiUrl(BLOG_PATHS.all, { page, limit }),
    () => getAllBlogs(page, limit),
    {
      keepPreviousData: true,
    },
  );
  return { page: error ? undefined : data, isLoading, error: error as unknown };
}

/** A refusal (an unknown or malformed id) will not change on asking again; other failures may. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export function useBlog(id: string | undefined) {
  const { shouldRetryOnError: retries } = useSWRConfig();
  const key = id ? (['blog', id] as const) : null;
  const { data, error, isLoading } = useSWR(key, ([, blogId]) => getBlog(blogId), {
    // Within whatever the app's configuration allows.
    shouldRetryOnError: (failure) =>
      worthRetrying(failure) && (typeof retries === 'function' ? retries(failure) : retries),
  });
  return { blog: data, isLoading, error: error as unknown };
}
