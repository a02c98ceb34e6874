import type { StudioChapter, StudioComic, StudioComicDetail, StudioComicsQuery } from '@ic/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ChaptersTable, ComicsTable } from '../db/tables/content.ts';
import { likePattern } from './characters.ts';

// The studio's view of comics and chapters: every publication, drafts included. The public's
// reads are in comics.ts and see published rows only.

type ComicRow = Selectable<ComicsTable> & { chapter_count: string | number | bigint };

function studioComicOf(r: ComicRow): StudioComic {
  return {
    _id: r.id,
    title: r.title,
    authors: r.authors,
    synopsis: r.synopsis,
    rating: r.rating,
    genres: r.genres,
    status: r.status,
    coverImg: r.cover_img,
    createdAt: r.created_at.toISOString(),
    chapterCount: Number(r.chapter_count),
    publication: r.publication,
    publishAt: r.publish_at?.toISOString() ?? null,
  };
}

export function studioChapterOf(r: Selectable<ChaptersTable>): StudioChapter {
  return {
    _id: r.id,
    comicId: r.comic_id,
    number: r.number,
    title: r.title,
    pageCount: r.page_count,
    chapImage: r.chap_image,
    access: r.access,
    publicAt: r.public_at?.toISOString() ?? null,
    processing: !r.pages_ready,
    publication: r.publication,
    publishAt: r.publish_at?.toISOString() ?? null,
  };
}

function comicsWithChapterCount(db: Db) {
  return db
    .selectFrom('comics')
    .selectAll('comics')
    .select((eb) =>
      eb
        .selectFrom('chapters')
        .select(eb.fn.countAll().as('n'))
        .whereRef('chapters.comic_id', '=', 'comics.id')
        .as('chapter_count'),
    );
}

/** A page of comics, newest first; `q` keeps those whose title holds it (any case). */
export async function listStudioComics(
  db: Db,
  { q, page, limit }: StudioComicsQuery,
): Promise<{ items: StudioComic[]; total: number }> {
  const pattern = q ? likePattern(q) : null;
  const [rows, count] = await Promise.all([
    comicsWithChapterCount(db)
      .$if(pattern !== null, (query) => query.where(sql`lower(comics.title)`, 'like', pattern))
      .orderBy('comics.created_at', 'desc')
      .orderBy('comics.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('comics')
      .select((eb) => eb.fn.countAll().as('total'))
      .$if(pattern !== null, (query) => query.where(sql`lower(title)`, 'like', pattern))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => studioComicOf({ ...r, chapter_count: r.chapter_count ?? 0 })),
    total: Number(count.total),
  };
}

export async function findStudioComic(db: Db, id: string): Promise<StudioComic | undefined> {
  const row = await comicsWithChapterCount(db).where('comics.id', '=', id).executeTakeFirst();
  return row && studioComicOf({ ...row, chapter_count: row.chapter_count ?? 0 });
}

export async function listStudioChapters(db: Db, comicId: string): Promise<StudioChapter[]> {
  const rows = await db
    .selectFrom('chapters')
    .selectAll()
    .where('comic_id', '=', comicId)
    .orderBy('number')
    .orderBy('id')
    .execute();
  return rows.map(studioChapterOf);
}

export async function findStudioComicDetail(
  db: Db,
  id: string,
): Promise<StudioComicDetail | undefined> {
  const [comic, chapters] = await Promise.all([
    findStudioComic(db, id),
    listStudioChapters(db, id),
  ]);
  return comic && { ...comic, chapters };
}

export async function findStudioChapter(db: Db, id: string): Promise<StudioChapter | undefined> {
  const row = await db.selectFrom('chapters').selectAll().where('id', '=', id).executeTakeFirst();
  return row && studioChapterOf(row);
}

/** The number a new chapter of the comic takes: after the last. */
export async function nextChapterNumber(db: Db, comicId: string): Promise<number> {
  const row = await db
    .selectFrom('chapters')
    .select((eb) => eb.fn.max('number').as('last'))
    .where('comic_id', '=', comicId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Numbers the comic's chapters 1, 2, … in the order given (one statement, one version bump). */
export async function renumberChapters(db: Db, comicId: string, ids: string[]): Promise<void> {
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${sql.lit(index + 1)}`),
    sql` `,
  );
  await db
    .updateTable('chapters')
    .set({ number: sql<number>`case id ${cases} end` })
    .where('comic_id', '=', comicId)
    .where('id', 'in', ids)
    .execute();
}
