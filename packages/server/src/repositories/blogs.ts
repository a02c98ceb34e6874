import type { Blog, BlogCategory } from '@ic/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { BlogsTable } from '../db/tables/content.ts';

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

/** Newest first, unless asked for the oldest first (exactly the reverse order). */
export async function listBlogs(db: Db, filter: BlogFilter = {}): Promise<Blog[]> {
  const [dates, ties] = filter.oldestFirst
    ? (['asc', 'desc'] as const)
    : (['desc', 'asc'] as const);
  let query = db.selectFrom('blogs').selectAll().orderBy('created_at', dates).orderBy('id', ties);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  return rows.map(fromBlogRow);
}

export async function countBlogs(db: Db, category?: BlogCategory): Promise<number> {
  let query = db.selectFrom('blogs').select((eb) => eb.fn.countAll<string>().as('n'));
  if (category) query = query.where('category', '=', category);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findBlog(db: Db, id: string): Promise<Blog | undefined> {
  const row = await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromBlogRow(row);
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
