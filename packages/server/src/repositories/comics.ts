import type {
  Chapter,
  ChapterRules,
  Comic,
  ComicDetail,
  ComicQuery,
  ComicSort,
  ComicSummary,
} from '@ic/domain';
import { sql, type Selectable } from 'kysely';
import { parseGeneratedPath } from '../content/media-paths.ts';
import type { Db } from '../db/database.ts';
import { likePattern, matchRank } from './characters.ts';
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

/**
 * Who a read is for: the public site sees published comics and, of those, published chapters;
 * the studio (and an editor's preview) sees drafts and scheduled ones too.
 */
export type Audience = 'public' | 'studio';

const isPublic = (audience: Audience) => audience === 'public';

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
    .where('chapters.publication', '=', 'published')
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

/**
 * Comics with the counts of their published chapters; "members" counts what only members read
 * at `now`. The public sees published comics only.
 */
function comicsWithCounts(db: Db, now: Date, audience: Audience = 'public') {
  return db
    .selectFrom('comics')
    .leftJoin('chapters', (join) =>
      join
        .onRef('chapters.comic_id', '=', 'comics.id')
        .on('chapters.publication', '=', 'published'),
    )
    .$if(isPublic(audience), (q) => q.where('comics.publication', '=', 'published'))
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
export async function listComics(db: Db, now: Date, query: ComicQuery = {}): Promise<Comic[]> {
  let select = comicsWithCounts(db, now);
  if (query.genre)
    select = select.where(sql<boolean>`comics.genres @> ${JSON.stringify([query.genre])}::jsonb`);
  if (query.rating) select = select.where('comics.rating', '=', query.rating);
  if (query.status) select = select.where('comics.status', '=', query.status);
  const rows = await select
    .orderBy('comics.created_at', 'asc')
    .orderBy('comics.rank', 'desc')
    .execute();
  const kept = rows.filter((r) => hasAccess(r, query.access));
  const [casts, ordered] = await Promise.all([
    castsOf(
      db,
      kept.map((r) => r.id),
    ),
    sortComics(db, kept, query.sort),
  ]);
  return ordered.map((r) => fromComicRow(r, casts.get(r.id) ?? []));
}

/** free: some chapter anyone reads now; members: some chapter only members read now. */
function hasAccess(r: ComicCounts, access: ComicQuery['access']): boolean {
  const members = Number(r.members_count);
  if (access === 'free') return Number(r.chapter_count) > members;
  if (access === 'members') return members > 0;
  return true;
}

type ComicRow = Selectable<ComicsTable> & ComicCounts;

/** The rows come oldest first; each sort breaks ties in the editors' rank. */
async function sortComics(db: Db, rows: ComicRow[], sort: ComicSort | undefined) {
  const byRank = (a: ComicRow, b: ComicRow) => a.rank - b.rank;
  if (sort === 'new') {
    return rows.toSorted((a, b) => b.created_at.getTime() - a.created_at.getTime() || byRank(a, b));
  }
  if (sort === 'az') {
    return rows.toSorted((a, b) => a.title.localeCompare(b.title, 'en') || byRank(a, b));
  }
  if (sort === 'popular') {
    const score = await popularity(db);
    return rows.toSorted((a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || byRank(a, b));
  }
  return rows;
}

/** How many readers each comic has: who read any of its chapters, and who follows it. */
async function popularity(db: Db): Promise<Map<string, number>> {
  const rows = await sql<{ comic_id: string; readers: string | number }>`
    select comic_id, count(distinct user_id) as readers from (
      select chapters.comic_id, reading_progress.user_id
        from reading_progress join chapters on chapters.id = reading_progress.chapter_id
      union all
      select comic_id, user_id from follows
    ) as seen group by comic_id
  `.execute(db);
  return new Map(rows.rows.map((r) => [r.comic_id, Number(r.readers)]));
}

export async function findComic(
  db: Db,
  id: string,
  now: Date,
  audience: Audience = 'public',
): Promise<Comic | undefined> {
  const row = await comicsWithCounts(db, now, audience)
    .where('comics.id', '=', id)
    .executeTakeFirst();
  return row && fromComicRow(row, (await castsOf(db, [id])).get(id) ?? []);
}

const SUMMARY_FIELDS = [
  'id as _id',
  'title',
  'cover_img as coverImg',
  'rating',
  'status',
  'genres',
] as const;

/** Up to `limit` comics whose title holds `q`: the exact title first, then prefixes, then the rest. */
export async function searchComics(db: Db, q: string, limit: number): Promise<ComicSummary[]> {
  return db
    .selectFrom('comics')
    .select(SUMMARY_FIELDS)
    .where('publication', '=', 'published')
    .where(sql`lower(title)`, 'like', likePattern(q))
    .orderBy(matchRank(sql`lower(title)`, q.toLowerCase()))
    .orderBy('rank')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Comics as a follow or a search result shows them, by id. */
export async function comicSummaries(db: Db, ids: string[]): Promise<Map<string, ComicSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('comics')
    .select(SUMMARY_FIELDS)
    .where('publication', '=', 'published')
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r._id, r]));
}

/** One comic with its cast's names and portraits, leads first. */
export async function findComicDetail(
  db: Db,
  id: string,
  now: Date,
  audience: Audience = 'public',
): Promise<ComicDetail | undefined> {
  const comic = await findComic(db, id, now, audience);
  if (!comic) return undefined;
  const ids = comic.characterIds;
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('characters')
          .select(['id as _id', 'original_name as originalName', 'main_image_url as mainImageUrl'])
          .where('id', 'in', ids)
          .execute();
  const cast = rows.toSorted((a, b) => ids.indexOf(a._id) - ids.indexOf(b._id));
  return { ...comic, cast };
}

/**
 * The stored row, premise included: the page generator draws from it. Any publication: the
 * public's reads go through `publishedComicRow`.
 */
export async function findComicRow(db: Db, id: string) {
  return db.selectFrom('comics').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stored row of a comic the audience may see. */
export async function comicRowFor(db: Db, id: string, audience: Audience) {
  return db
    .selectFrom('comics')
    .selectAll()
    .where('id', '=', id)
    .$if(isPublic(audience), (q) => q.where('publication', '=', 'published'))
    .executeTakeFirst();
}

/** Chapters with their comic's rating; for the public, published chapters of published comics. */
function chaptersWithRating(db: Db, audience: Audience = 'public') {
  return db
    .selectFrom('chapters')
    .innerJoin('comics', 'comics.id', 'chapters.comic_id')
    .selectAll('chapters')
    .select('comics.rating')
    .$if(isPublic(audience), (q) =>
      q
        .where('chapters.publication', '=', 'published')
        .where('comics.publication', '=', 'published'),
    );
}

export async function listChapters(
  db: Db,
  comicId: string,
  audience: Audience = 'public',
): Promise<ChapterRecord[]> {
  const rows = await chaptersWithRating(db, audience)
    .where('chapters.comic_id', '=', comicId)
    .orderBy('chapters.number')
    .execute();
  return rows.map(fromChapterRow);
}

export async function findChapter(
  db: Db,
  id: string,
  audience: Audience = 'public',
): Promise<ChapterRecord | undefined> {
  const row = await chaptersWithRating(db, audience)
    .where('chapters.id', '=', id)
    .executeTakeFirst();
  return row && fromChapterRow(row);
}

/** The chapters among these ids that the public sees (any order). */
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
export async function chaptersAtMediaPath(
  db: Db,
  path: string,
  audience: Audience = 'public',
): Promise<ChapterRecord[]> {
  const generated = parseGeneratedPath(path);
  if (generated?.kind === 'page-image') {
    const chapter = await findChapter(db, generated.chapterId, audience);
    return chapter ? [chapter] : [];
  }
  const rows = await chaptersWithRating(db, audience)
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

/** A new chapter counts as published on its release day, else at `publishedAt`; an update keeps it. */
export async function upsertChapters(
  db: Db,
  chapters: StoredChapter[],
  publishedAt: string,
): Promise<void> {
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
        published_at: c.releaseDate ?? publishedAt,
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
