import type { Db } from '../db/database.ts';

/** The ids of every character, comic and blog, for sitemap.xml: one narrow query each. */
export async function publicContentIds(db: Db) {
  const [characters, comics, blogs] = await Promise.all([
    db.selectFrom('characters').select('id').orderBy('rank').execute(),
    db
      .selectFrom('comics')
      .select('id')
      .where('publication', '=', 'published')
      .orderBy('id')
      .execute(),
    db.selectFrom('blogs').select(['id', 'created_at']).orderBy('created_at', 'desc').execute(),
  ]);
  return {
    characters: characters.map((r) => r.id),
    comics: comics.map((r) => r.id),
    blogs: blogs.map((r) => ({ id: r.id, createdAt: r.created_at })),
  };
}
