// Issue 13: the same blog showed three times on the home page. Its blog sections claim posts top
// down, and each shows only what no section above it showed.
import type { Blog } from '@ic/domain';
import { useMemo } from 'react';
import { useFoundationBlogs, useIcBlogs, useLatestBlog } from '../../api/blogs';

/** How many of the foundation's newest blogs its banner lists. */
export const FOUNDATION_UPDATES_SHOWN = 3;

/** The blogs of `blogs` not among `shown`, in their order. */
export function notShown(blogs: readonly Blog[], shown: ReadonlySet<string> = new Set()): Blog[] {
  return blogs.filter((blog) => !shown.has(blog._id));
}

/** The foundation banner's blogs: its newest that were not shown above it. */
export function foundationUpdates(blogs: readonly Blog[], shown?: ReadonlySet<string>): Blog[] {
  return notShown(blogs, shown).slice(0, FOUNDATION_UPDATES_SHOWN);
}

const ids = (blogs: readonly Blog[]) => blogs.map((blog) => blog._id);

export type ShownAbove = {
  /** Above the IC carousel and the foundation banner: the latest update. */
  latest: ReadonlySet<string>;
  /** Above the news list: every blog the other sections show; null until they have loaded. */
  all: ReadonlySet<string> | null;
};

/**
 * What the home page's blog sections show, for the ones below to leave out: the latest update
 * (the newest blog), the IC carousel (every IC blog) and the foundation banner's newest three.
 * The calls are the sections' own (SWR asks once).
 */
export function useShownAbove(): ShownAbove {
  const latest = useLatestBlog();
  const ic = useIcBlogs();
  const foundation = useFoundationBlogs();
  const loading = latest.isLoading || ic.isLoading || foundation.isLoading;
  return useMemo(() => {
    const newest = new Set(latest.blog ? [latest.blog._id] : []);
    const all = new Set([
      ...newest,
      ...ids(ic.blogs ?? []),
      ...ids(foundationUpdates(foundation.blogs ?? [], newest)),
    ]);
    return { latest: newest, all: loading ? null : all };
  }, [latest.blog, ic.blogs, foundation.blogs, loading]);
}
