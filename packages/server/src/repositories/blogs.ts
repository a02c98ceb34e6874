import type { Blog, BlogCategory } from '@ic/domain';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { BlogsTable } from '../db/tables/content.ts';
import { likePattern } from './characters.ts';

/**
 * What visitors may see at `now`: published blogs, and scheduled ones whose time has come (the
 * scheduled-publishing job marks those published within a minute, which bumps the content version).
 * Every public read of blogs goes through this one rule, so a draft never leaks.
 */
export function isPublicBlog(now: Date) {
  return (eb: ExpressionBuilder<Database, 'blogs'>) =>
    eb.or([
      eb('blogs.status', '=', 'published'),
      eb.and([eb('blogs.status', '=', 'scheduled'), eb('blogs.publish_at', '<=', now)]),
    ]);
}

function fromBlogRow(r: Selectable<BlogsTable>): Blog {
  return {
    _id: r.id,
    title: r.title,
    subject: r.subject,
    authorName: r.author_name,
    createdAt: r.created_at.toISOString(),
    category: r.category,
    coverImageUrl: r.cover_image_url,
    // Entries stored before sections existed have no heading.
    news: r.news.map((n) => ({ imageUrl: n.imageUrl, story: n.story, heading: n.heading ?? null })),
    comicId: r.comic_id,
    characterId: r.character_id,
  };
}

export interface BlogFilter {
  category?: BlogCategory;
  limit?: number;
  offset?: number;
  /** The original carousels' order; ours is newest first. */
  oldestFirst?: boolean;
}

/** Public blogs, newest first, unless asked for the oldest first (exactly the reverse order). */
export async function listBlogs(db: Db, now: Date, filter: BlogFilter = {}): Promise<Blog[]> {
  const [dates, ties] = filter.oldestFirst
    ? (['asc', 'desc'] as const)
    : (['desc', 'asc'] as const);
  let query = db
    .selectFrom('blogs')
    .selectAll()
    .where(isPublicBlog(now))
    .orderBy('created_at', dates)
    .orderBy('id', ties);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  return rows.map(fromBlogRow);
}

export async function countBlogs(db: Db, now: Date, category?: BlogCategory): Promise<number> {
  let query = db
    .selectFrom('blogs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(isPublicBlog(now));
  if (category) query = query.where('category', '=', category);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A blog visitors may see at `now`. */
export async function findBlog(db: Db, id: string, now: Date): Promise<Blog | undefined> {
  const row = await db
    .selectFrom('blogs')
    .selectAll()
    .where('id', '=', id)
    .where(isPublicBlog(now))
    .executeTakeFirst();
  return row && fromBlogRow(row);
}

/** When the next scheduled blog goes out, if one waits: public blog answers change then. */
export async function nextScheduledBlog(db: Db, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('blogs')
    .select((eb) => eb.fn.min('publish_at').as('at'))
    .where('status', '=', 'scheduled')
    .where('publish_at', '>', now)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/**
 * Scheduled blogs whose time has come become published: the write bumps the blogs' content
 * version, so cached pages and answers refresh. Looks first, because a statement trigger bumps
 * the version even when an update changes no row. Answers how many went out.
 */
export async function publishDueBlogs(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectFrom('blogs')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', now)
    .execute();
  if (due.length === 0) return 0;
  await db
    .updateTable('blogs')
    .set({ status: 'published' })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .where('status', '=', 'scheduled')
    .execute();
  return due.length;
}

export async function upsertBlogs(db: Db, blogs: Blog[]): Promise<void> {
  if (blogs.length === 0) return;
  await db
    .insertInto('blogs')
    .values(
      blogs.map((b) => ({
        id: b._id,
        title: b.title,
        subject: b.subject,
        author_name: b.authorName,
        category: b.category,
        cover_image_url: b.coverImageUrl,
        news: JSON.stringify(b.news),
        created_at: b.createdAt,
        comic_id: b.comicId,
        character_id: b.characterId,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        subject: eb.ref('excluded.subject'),
        author_name: eb.ref('excluded.author_name'),
        category: eb.ref('excluded.category'),
        cover_image_url: eb.ref('excluded.cover_image_url'),
        news: eb.ref('excluded.news'),
        created_at: eb.ref('excluded.created_at'),
        comic_id: eb.ref('excluded.comic_id'),
        character_id: eb.ref('excluded.character_id'),
      })),
    )
    .execute();
}

export type BlogRow = Selectable<BlogsTable>;

/** The studio's list: every blog whatever its state, newest first, by title. */
export async function listBlogsForStudio(db: Db, page: number, limit: number, q?: string) {
  let query = db.selectFrom('blogs');
  if (q) query = query.where((eb) => eb(eb.fn('lower', ['title']), 'like', likePattern(q)));
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findBlogRow(db: Db, id: string): Promise<BlogRow | undefined> {
  return db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A blog's row as the studio writes it. */
export interface BlogWrite {
  title: string;
  subject: string;
  author_name: string;
  category: BlogRow['category'];
  cover_image_url: string;
  news: string;
  status: BlogRow['status'];
  publish_at: string | null;
  created_at: string;
}

export async function insertBlog(db: Db, id: string, blog: BlogWrite): Promise<void> {
  await db
    .insertInto('blogs')
    .values({ id, ...blog })
    .execute();
}

export async function updateBlog(db: Db, id: string, blog: BlogWrite): Promise<void> {
  await db.updateTable('blogs').set(blog).where('id', '=', id).execute();
}
