import type { Chapter, ChapterRules, Comic } from '@ic/domain';
import type { Selectable } from 'kysely';
import { parseGeneratedPath } from '../content/media-paths.ts';
import type { Db } from '../db/database.ts';
import type { ChaptersTable, ComicsTable } from '../db/tables/content.ts';

/**
 * A comic to store: the served fields but what its chapters give (the counts, and the cast from
 * who appears in them), with its rank.
 */
export type StoredComic = Omit<
  Comic,
  'chapterCount' | 'membersChapterCount' | 'firstChapterOn' | 'characterIds'
> & {
  rank: number;
  authors: string[];
};
/** A chapter to store: the fields every caller sees (the rest depends on who asks). */
export type StoredChapter = Omit<Chapter, 'chapPdf' | 'rating' | 'readable' | 'lock'> & {
  chapPdf: string;
};
/** A stored chapter with what the access decision needs: its comic's rating. */
export type ChapterRecord = StoredChapter & Pick<ChapterRules, 'rating'>;

type ComicCounts = {
  chapter_count: string | number | bigint;
  members_count: string | number | bigint;
  undated_count: string | number | bigint;
  first_release: string | null;
};

/**
 * Its first chapter's release day; a chapter without a date has been out since the comic was
 * added. Null without chapters. (A day rather than "readable now", so cached lists stay true.)
 */
function firstChapterOn(r: Selectable<ComicsTable> & ComicCounts): string | null {
  if (Number(r.chapter_count) === 0) return null;
  if (Number(r.undated_count) > 0) return r.created_at.toISOString().slice(0, 10);
  return r.first_release;
}

function fromComicRow(r: Selectable<ComicsTable> & ComicCounts, cast: string[]): Comic {
  return {
    _id: r.id,
    title: r.title,
    coverImg: r.cover_img,
    releasedYear: r.released_year,
    authors: r.authors,
    createdAt: r.created_at.toISOString(),
    rating: r.rating,
    chapterCount: Number(r.chapter_count),
    membersChapterCount: Number(r.members_count),
    firstChapterOn: firstChapterOn(r),
    synopsis: r.synopsis,
    genres: r.genres,
    status: r.status,
    creators: r.creators,
    characterIds: cast,
  };
}

/** Each comic's cast (leads, support, guests; not the cameos), leads first. */
async function castsOf(db: Db, comicIds: string[]): Promise<Map<string, string[]>> {
  if (comicIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chapter_characters as seen')
    .innerJoin('chapters', 'chapters.id', 'seen.chapter_id')
    .select([
      'chapters.comic_id',
      'seen.character_id',
      (eb) => eb.fn.min('seen.position').as('position'),
    ])
    .where('chapters.comic_id', 'in', comicIds)
    .where('seen.role', '<>', 'cameo')
    .groupBy(['chapters.comic_id', 'seen.character_id'])
    .orderBy('position')
    .orderBy('seen.character_id')
    .execute();
  const casts = new Map<string, string[]>();
  for (const r of rows) casts.set(r.comic_id, [...(casts.get(r.comic_id) ?? []), r.character_id]);
  return casts;
}

function fromChapterRow(
  r: Selectable<ChaptersTable> & Pick<ChapterRules, 'rating'>,
): ChapterRecord {
  return {
    _id: r.id,
    comicId: r.comic_id,
    number: r.number,
    title: r.title,
    chapPdf: r.chap_pdf,
    chapImage: r.chap_image,
    releaseDate: r.release_date,
    pageCount: r.page_count,
    access: r.access,
    publicAt: r.public_at?.toISOString() ?? null,
    rating: r.rating,
  };
}

/** The access decision's view of a chapter. */
export function rulesOf(chapter: ChapterRecord): ChapterRules {
  return { access: chapter.access, publicAt: chapter.publicAt, rating: chapter.rating };
}

/** Comics with their chapter counts; "members" counts what only members read at `now`. */
function comicsWithCounts(db: Db, now: Date) {
  return db
    .selectFrom('comics')
    .leftJoin('chapters', 'chapters.comic_id', 'comics.id')
    .selectAll('comics')
    .select((eb) => [
      eb.fn.count('chapters.id').as('chapter_count'),
      eb.fn
        .count('chapters.id')
        .filterWhere((f) =>
          f.or([
            f('chapters.access', '=', 'members'),
            f.and([f('chapters.access', '=', 'early'), f('chapters.public_at', '>', now)]),
          ]),
        )
        .as('members_count'),
      eb.fn
        .count('chapters.id')
        .filterWhere('chapters.release_date', 'is', null)
        .as('undated_count'),
      eb.fn.min('chapters.release_date').as('first_release'),
    ])
    .groupBy('comics.id');
}

/**
 * Oldest first, as the original site served them (its client reversed the list): exactly the
 * reverse of newest first with ties in the editors' rank.
 */
export async function listComics(db: Db, now: Date): Promise<Comic[]> {
  const rows = await comicsWithCounts(db, now)
    .orderBy('comics.created_at', 'asc')
    .orderBy('comics.rank', 'desc')
    .execute();
  const casts = await castsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => fromComicRow(r, casts.get(r.id) ?? []));
}

export async function findComic(db: Db, id: string, now: Date): Promise<Comic | undefined> {
  const row = await comicsWithCounts(db, now).where('comics.id', '=', id).executeTakeFirst();
  return row && fromComicRow(row, (await castsOf(db, [id])).get(id) ?? []);
}

/** The stored row, premise included: the page generator draws from it. */
export async function findComicRow(db: Db, id: string) {
  return db.selectFrom('comics').selectAll().where('id', '=', id).executeTakeFirst();
}

function chaptersWithRating(db: Db) {
  return db
    .selectFrom('chapters')
    .innerJoin('comics', 'comics.id', 'chapters.comic_id')
    .selectAll('chapters')
    .select('comics.rating');
}

export async function listChapters(db: Db, comicId: string): Promise<ChapterRecord[]> {
  const rows = await chaptersWithRating(db)
    .where('chapters.comic_id', '=', comicId)
    .orderBy('chapters.number')
    .execute();
  return rows.map(fromChapterRow);
}

export async function findChapter(db: Db, id: string): Promise<ChapterRecord | undefined> {
  const row = await chaptersWithRating(db).where('chapters.id', '=', id).executeTakeFirst();
  return row && fromChapterRow(row);
}

/** The chapters among these ids that exist (any order). */
export async function findChapters(db: Db, ids: string[]): Promise<ChapterRecord[]> {
  if (ids.length === 0) return [];
  const rows = await chaptersWithRating(db).where('chapters.id', 'in', ids).execute();
  return rows.map(fromChapterRow);
}

/**
 * The chapters whose file is at a media path (the one place a path maps to its chapter): a page
 * image's chapter, or the chapters whose PDF it is. Several when an import gave two chapters the
 * same file: the bytes are the same, so any chapter that opens for the reader opens the file.
 */
export async function chaptersAtMediaPath(db: Db, path: string): Promise<ChapterRecord[]> {
  const generated = parseGeneratedPath(path);
  if (generated?.kind === 'page-image') {
    const chapter = await findChapter(db, generated.chapterId);
    return chapter ? [chapter] : [];
  }
  const rows = await chaptersWithRating(db)
    .where('chapters.chap_pdf', '=', path)
    .orderBy('chapters.comic_id')
    .orderBy('chapters.number')
    .execute();
  return rows.map(fromChapterRow);
}

export async function findChapterRow(db: Db, id: string) {
  return db.selectFrom('chapters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Who appears in a chapter, with their whole biography, leads first. */
export async function chapterCast(db: Db, chapterId: string) {
  return db
    .selectFrom('chapter_characters as seen')
    .innerJoin('characters', 'characters.id', 'seen.character_id')
    .selectAll('characters')
    .select(['seen.role', 'seen.position'])
    .where('seen.chapter_id', '=', chapterId)
    .orderBy('seen.position')
    .execute();
}

/** A comic's leads (hero, ally, villain, as its first chapter has them). */
export async function comicLeads(db: Db, comicId: string) {
  return db
    .selectFrom('chapter_characters as seen')
    .innerJoin('chapters', 'chapters.id', 'seen.chapter_id')
    .innerJoin('characters', 'characters.id', 'seen.character_id')
    .selectAll('characters')
    .select('seen.position')
    .where('chapters.comic_id', '=', comicId)
    .where('chapters.number', '=', 1)
    .where('seen.role', '=', 'lead')
    .orderBy('seen.position')
    .execute();
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
        rating: c.rating,
        created_at: c.createdAt,
        genres: JSON.stringify(c.genres),
        status: c.status,
        creators: JSON.stringify(c.creators),
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
        rating: eb.ref('excluded.rating'),
        created_at: eb.ref('excluded.created_at'),
        genres: eb.ref('excluded.genres'),
        status: eb.ref('excluded.status'),
        creators: eb.ref('excluded.creators'),
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
        access: c.access,
        public_at: c.publicAt,
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
        access: eb.ref('excluded.access'),
        public_at: eb.ref('excluded.public_at'),
      })),
    )
    .execute();
}

/**
 * The next instant an early chapter turns free for everyone (of one comic, or of any): the
 * comics' members counts and a signed-out reader's locks change then without any write.
 */
export async function nextEarlyRelease(db: Db, now: Date, comicId?: string): Promise<Date | null> {
  let query = db
    .selectFrom('chapters')
    .select((eb) => eb.fn.min('public_at').as('at'))
    .where('access', '=', 'early')
    .where('public_at', '>', now);
  if (comicId !== undefined) query = query.where('comic_id', '=', comicId);
  const row = await query.executeTakeFirst();
  return row?.at ?? null;
}
