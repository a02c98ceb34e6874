// What the blog sections and the news pages show of a blog.
import type { Blog } from '@ic/domain';
import type { BlogTeaser } from '@ic/ui';
import { paths } from '../../paths';

export function toBlogTeaser(blog: Blog): BlogTeaser {
  return {
    id: blog._id,
    title: blog.title,
    subject: blog.subject,
    authorName: blog.authorName,
    publishedAt: blog.createdAt,
    cover: blog.coverImageUrl,
    href: paths.newsArticle.href(blog._id),
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
