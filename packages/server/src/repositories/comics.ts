import type { Chapter, Comic } from '@ic/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ChaptersTable, ComicsTable } from '../db/tables/content.ts';

/** A comic to store: the served fields plus its listing rank and premise. */
export type StoredComic = Comic & { rank: number; synopsis: string; authors: string[] };
/** A chapter to store, with its position in the comic. */
export type StoredChapter = Chapter & { number: number };

function fromComicRow(r: Selectable<ComicsTable>): Comic {
  return {
    _id: r.id,
    title: r.title,
    coverImg: r.cover_img,
    releasedYear: r.released_year,
    authors: r.authors,
    createdAt: r.created_at.toISOString(),
  };
}

function fromChapterRow(r: Selectable<ChaptersTable>): Chapter {
  return {
    _id: r.id,
    comicId: r.comic_id,
    title: r.title,
    chapPdf: r.chap_pdf,
    chapImage: r.chap_image,
    releaseDate: r.release_date,
    pageCount: r.page_count,
  };
}

/** Newest first, as the Fan Favourites row shows them. */
export async function listComics(db: Db): Promise<Comic[]> {
  const rows = await db
    .selectFrom('comics')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('rank')
    .execute();
  return rows.map(fromComicRow);
}

export async function findComic(db: Db, id: string): Promise<Comic | undefined> {
  const row = await db.selectFrom('comics').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromComicRow(row);
}

/** The stored row, premise included: the page generator draws from it. */
export async function findComicRow(db: Db, id: string) {
  return db.selectFrom('comics').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listChapters(db: Db, comicId: string): Promise<Chapter[]> {
  const rows = await db
    .selectFrom('chapters')
    .selectAll()
    .where('comic_id', '=', comicId)
    .orderBy('number')
    .execute();
  return rows.map(fromChapterRow);
}

export async function findChapterRow(db: Db, id: string) {
  return db.selectFrom('chapters').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function upsertComics(db: Db, comics: StoredComic[]): Promise<void> {
  if (comics.length === 0) return;
  await db
    .insertInto('comics')
    .values(
      comics.map((c) => ({
        id: c._id,
        rank: c.rank,
        title: c.title,
        cover_img: c.coverImg,
        released_year: Number(c.releasedYear),
        authors: JSON.stringify(c.authors),
        synopsis: c.synopsis,
        created_at: c.createdAt,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        rank: eb.ref('excluded.rank'),
        title: eb.ref('excluded.title'),
        cover_img: eb.ref('excluded.cover_img'),
        released_year: eb.ref('excluded.released_year'),
        authors: eb.ref('excluded.authors'),
        synopsis: eb.ref('excluded.synopsis'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .execute();
}

export async function upsertChapters(db: Db, chapters: StoredChapter[]): Promise<void> {
  if (chapters.length === 0) return;
  await db
    .insertInto('chapters')
    .values(
      chapters.map((c) => ({
        id: c._id,
        comic_id: c.comicId,
        number: c.number,
        title: c.title,
        chap_pdf: c.chapPdf,
        chap_image: c.chapImage,
        release_date: c.releaseDate ?? null,
        page_count: c.pageCount,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        comic_id: eb.ref('excluded.comic_id'),
        number: eb.ref('excluded.number'),
        title: eb.ref('excluded.title'),
        chap_pdf: eb.ref('excluded.chap_pdf'),
        chap_image: eb.ref('excluded.chap_image'),
        release_date: eb.ref('excluded.release_date'),
        page_count: eb.ref('excluded.page_count'),
      })),
    )
    .execute();
}
