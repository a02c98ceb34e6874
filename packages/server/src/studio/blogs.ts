import { blogBodyOf, blogEntriesOf, type BlogDraft, type StudioBlog } from '@ic/domain';
import type { BlogRow, BlogWrite } from '../repositories/blogs.ts';

/** Whether visitors see the blog at `now` (the rule of `isPublicBlog`, on one row). */
export function isLive(row: Pick<BlogRow, 'status' | 'publish_at'>, now: Date): boolean {
  return (
    row.status === 'published' ||
    (row.status === 'scheduled' && row.publish_at !== null && row.publish_at <= now)
  );
}

export function toStudioBlog(row: BlogRow, now: Date): StudioBlog {
  return {
    _id: row.id,
    title: row.title,
    subject: row.subject,
    authorName: row.author_name,
    category: row.category,
    coverImageUrl: row.cover_image_url,
    body: blogBodyOf(
      row.news.map((n) => ({ imageUrl: n.imageUrl, story: n.story, heading: n.heading ?? null })),
    ),
    status: row.status,
    publishAt: row.publish_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    live: isLive(row, now),
  };
}

/**
 * The row a saved draft becomes. Its date is when readers first saw it: a scheduled blog's time,
 * the moment of publishing for one that was not public before, else the date it had.
 */
export function blogWriteOf(draft: BlogDraft, before: BlogRow | undefined, now: Date): BlogWrite {
  const wasLive = before !== undefined && isLive(before, now);
  const createdAt =
    draft.status === 'scheduled' && draft.publishAt
      ? new Date(draft.publishAt)
      : draft.status === 'published' && !wasLive
        ? now
        : (before?.created_at ?? now);
  return {
    title: draft.title,
    subject: draft.subject,
    author_name: draft.authorName,
    category: draft.category,
    cover_image_url: draft.coverImageUrl,
    news: JSON.stringify(blogEntriesOf(draft.body)),
    status: draft.status,
    publish_at: draft.publishAt && new Date(draft.publishAt).toISOString(),
    created_at: createdAt.toISOString(),
  };
}
