import type { ContinueReading, ProgressEntry } from '@ic/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ReadingProgressTable } from '../db/tables/reader.ts';

// reading_progress: where each signed-in reader is in each chapter. The client's time decides:
// the write with the latest `at` gives the page, so two devices converge on the same answer
// whatever order their saves arrive in; `finished` once true stays true.

export interface ProgressWrite {
  chapterId: string;
  page: number;
  pageCount: number;
  finished: boolean;
  /** The client's time of this page, no later than the server's now. */
  at: Date;
}

const toEntry = (row: Selectable<ReadingProgressTable>): ProgressEntry => ({
  chapterId: row.chapter_id,
  page: row.page,
  pageCount: row.page_count,
  finished: row.finished,
  updatedAt: row.client_updated_at.toISOString(),
});

/**
 * Writes for one user (at most one per chapter) in one statement: a write older than the stored
 * one (or as old) changes no page, but a finished chapter stays finished. Returns the rows.
 */
function upsertProgress(db: Db, userId: string, writes: ProgressWrite[], now: Date) {
  return db
    .insertInto('reading_progress')
    .values(
      writes.map((w) => ({
        user_id: userId,
        chapter_id: w.chapterId,
        page: w.page,
        page_count: w.pageCount,
        finished: w.finished,
        client_updated_at: w.at,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'chapter_id']).doUpdateSet((eb) => {
        const newer = eb(
          'excluded.client_updated_at',
          '>',
          eb.ref('reading_progress.client_updated_at'),
        );
        const newest = <C extends 'page' | 'page_count' | 'client_updated_at' | 'updated_at'>(
          column: C,
        ) =>
          eb
            .case()
            .when(newer)
            .then(eb.ref(`excluded.${column}`))
            .else(eb.ref(`reading_progress.${column}`))
            .end();
        return {
          page: newest('page'),
          page_count: newest('page_count'),
          client_updated_at: newest('client_updated_at'),
          updated_at: newest('updated_at'),
          finished: eb
            .or([eb('reading_progress.finished', '=', true), eb('excluded.finished', '=', true)])
            .$castTo<boolean>(),
        };
      }),
    )
    .returningAll();
}

/** Saves one chapter's place; answers the stored entry (the older write's is unchanged). */
export async function saveProgress(
  db: Db,
  userId: string,
  write: ProgressWrite,
  now: Date,
): Promise<ProgressEntry> {
  return toEntry(await upsertProgress(db, userId, [write], now).executeTakeFirstOrThrow());
}

/** Saves several chapters' places at once (a merge); answers the stored entries. */
export async function saveProgressEntries(
  db: Db,
  userId: string,
  writes: ProgressWrite[],
  now: Date,
): Promise<ProgressEntry[]> {
  if (writes.length === 0) return [];
  return (await upsertProgress(db, userId, writes, now).execute()).map(toEntry);
}

/** A user's entries, newest first; only one comic's chapters when given. */
export async function listProgress(
  db: Db,
  userId: string,
  comicId?: string,
): Promise<ProgressEntry[]> {
  let query = db
    .selectFrom('reading_progress')
    .selectAll('reading_progress')
    .where('reading_progress.user_id', '=', userId);
  if (comicId) {
    query = query
      .innerJoin('chapters', 'chapters.id', 'reading_progress.chapter_id')
      .where('chapters.comic_id', '=', comicId);
  }
  const rows = await query.orderBy('reading_progress.client_updated_at', 'desc').execute();
  return rows.map(toEntry);
}

/** The newest entries looked at for the "Continue reading" row: far more than it shows. */
const CONTINUE_LOOKBACK = 500;

/**
 * "Continue reading": one item per comic, newest first, at most `limit`. A comic whose latest
 * chapter read is finished points to the next chapter (where the reader was in it, else page
 * 1), and is left out when there is none.
 */
export async function continueReading(
  db: Db,
  userId: string,
  limit: number,
): Promise<ContinueReading[]> {
  const recent = await db
    .selectFrom('reading_progress as p')
    .innerJoin('chapters as ch', 'ch.id', 'p.chapter_id')
    .innerJoin('comics as co', 'co.id', 'ch.comic_id')
    .select([
      'p.chapter_id',
      'p.page',
      'p.page_count',
      'p.finished',
      'p.client_updated_at',
      'ch.number',
      'ch.title as chapter_title',
      'co.id as comic_id',
      'co.title as comic_title',
      'co.cover_img',
    ])
    .where('p.user_id', '=', userId)
    // A chapter taken back to a draft (or its comic) leaves the row.
    .where('ch.publication', '=', 'published')
    .where('co.publication', '=', 'published')
    .orderBy('p.client_updated_at', 'desc')
    .limit(CONTINUE_LOOKBACK)
    .execute();
  const latest = new Map<string, (typeof recent)[number]>();
  for (const row of recent) if (!latest.has(row.comic_id)) latest.set(row.comic_id, row);
  const finishedIn = [...latest.values()].filter((r) => r.finished).map((r) => r.comic_id);
  const chapters =
    finishedIn.length === 0
      ? []
      : await db
          .selectFrom('chapters')
          .select(['id', 'comic_id', 'number', 'title', 'page_count'])
          .where('comic_id', 'in', finishedIn)
          .where('publication', '=', 'published')
          .orderBy('number')
          .execute();
  const entryOf = new Map(recent.map((r) => [r.chapter_id, r]));
  const items: ContinueReading[] = [];
  for (const row of latest.values()) {
    const comic = { _id: row.comic_id, title: row.comic_title, coverImg: row.cover_img };
    const updatedAt = row.client_updated_at.toISOString();
    if (!row.finished) {
      const chapter = { _id: row.chapter_id, number: row.number, title: row.chapter_title };
      items.push({ comic, chapter, page: row.page, pageCount: row.page_count, updatedAt });
    } else {
      const next = chapters.find((c) => c.comic_id === row.comic_id && c.number > row.number);
      if (next) {
        const begun = entryOf.get(next.id);
        const resume = begun && !begun.finished ? begun : null;
        items.push({
          comic,
          chapter: { _id: next.id, number: next.number, title: next.title },
          page: resume?.page ?? 1,
          pageCount: resume?.page_count ?? next.page_count,
          updatedAt,
        });
      }
    }
    if (items.length === limit) break;
  }
  return items;
}
