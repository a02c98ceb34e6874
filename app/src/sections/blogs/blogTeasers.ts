// What the blog sections and the news pages show of a blog, and where a blog lives on the site.
import type { Blog } from '@ic/domain';
import type { BlogTeaser } from '@ic/ui';

/** A blog's page (spec section 2: /news/{id}). */
export function newsPath(id: string): string {
  return `/news/${encodeURIComponent(id)}`;
}

export const ALL_NEWS_PATH = '/all-news';

export function toBlogTeaser(blog: Blog): BlogTeaser {
  return {
    id: blog._id,
    title: blog.title,
    subject: blog.subject,
    authorName: blog.authorName,
    publishedAt: blog.createdAt,
    cover: blog.coverImageUrl,
    href: newsPath(blog._id),
  };
}

/** A blog's opening lines: its first story. */
export function excerptOf(blog: Blog): string | undefined {
  return blog.news[0]?.story;
}

/** The heading levels a blog section can take, so home and news can each fit their outline. */
export type SectionHeadingLevel = 'h2' | 'h3';

/** The level of the headings inside a section whose own heading is at `level`. */
export function itemHeadingLevel(level: SectionHeadingLevel): 'h3' | 'h4' {
  return level === 'h2' ? 'h3' : 'h4';
}
