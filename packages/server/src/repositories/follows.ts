import { isMinor, type Follow, type Language, type NewChapter } from '@ic/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { comicSummaries } from './comics.ts';

/** Following twice is following once. */
export async function follow(db: Db, userId: string, comicId: string): Promise<void> {
  await db
    .insertInto('follows')
    .values({ user_id: userId, comic_id: comicId })
    .onConflict((oc) => oc.columns(['user_id', 'comic_id']).doNothing())
    .execute();
}

export async function unfollow(db: Db, userId: string, comicId: string): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('user_id', '=', userId)
    .where('comic_id', '=', comicId)
    .execute();
}

/** A reader's follows, newest first. */
export async function listFollows(db: Db, userId: string): Promise<Follow[]> {
  const rows = await db
    .selectFrom('follows')
    .select(['comic_id', 'followed_at'])
    .where('user_id', '=', userId)
    .orderBy('followed_at', 'desc')
    .orderBy('comic_id')
    .execute();
  const comics = await comicSummaries(
    db,
    rows.map((r) => r.comic_id),
  );
  return rows.flatMap((r) => {
    const comic = comics.get(r.comic_id);
    return comic ? [{ comic, followedAt: r.followed_at.toISOString() }] : [];
  });
}

/**
 * Chapters of the series a reader follows, published in the last `days` days (up to `now`), that
 * they have not opened yet: newest first.
 */
export async function newForYou(
  db: Db,
  userId: string,
  now: Date,
  days: number,
  limit: number,
): Promise<NewChapter[]> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .selectFrom('follows')
    .innerJoin('chapters', 'chapters.comic_id', 'follows.comic_id')
    .innerJoin('comics', 'comics.id', 'chapters.comic_id')
    .select([
      'comics.id as comicId',
      'comics.title as comicTitle',
      'comics.cover_img as coverImg',
      'chapters.id as chapterId',
      'chapters.number',
      'chapters.title',
      'chapters.chap_image as chapImage',
      'chapters.published_at as publishedAt',
    ])
    .where('follows.user_id', '=', userId)
    .where('chapters.publication', '=', 'published')
    .where('comics.publication', '=', 'published')
    .where('chapters.published_at', '>', since)
    .where('chapters.published_at', '<=', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reading_progress')
            .select(sql`1`.as('seen'))
            .whereRef('reading_progress.chapter_id', '=', 'chapters.id')
            .where('reading_progress.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('chapters.published_at', 'desc')
    .orderBy('comics.rank')
    .orderBy('chapters.number', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    comic: { _id: r.comicId, title: r.comicTitle, coverImg: r.coverImg },
    chapter: { _id: r.chapterId, number: r.number, title: r.title, chapImage: r.chapImage },
    publishedAt: r.publishedAt.toISOString(),
  }));
}

/** Which of these chapter ids are not stored yet: the chapters an import publishes. */
export async function unstoredChapters(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const stored = await db.selectFrom('chapters').select('id').where('id', 'in', ids).execute();
  const known = new Set(stored.map((r) => r.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

export interface ChapterNotice {
  email: string;
  name: string;
  comicId: string;
  comicTitle: string;
  chapterId: string;
  number: number;
  title: string;
  /** The follower's language, for the mail (null: the account has none yet). */
  language: Language | null;
}

/**
 * Who hears about these new chapters: the followers of their series who allow mail (the
 * newsletter switch) and are adults on `now`, since a child never gets marketing mail.
 */
export async function chapterNotices(
  db: Db,
  chapterIds: string[],
  now: Date,
): Promise<ChapterNotice[]> {
  if (chapterIds.length === 0) return [];
  const rows = await db
    .selectFrom('chapters')
    .innerJoin('comics', 'comics.id', 'chapters.comic_id')
    .innerJoin('follows', 'follows.comic_id', 'chapters.comic_id')
    .innerJoin('users', 'users.id', 'follows.user_id')
    .select([
      'users.email',
      'users.name',
      'users.dob',
      'users.language',
      'comics.id as comicId',
      'comics.title as comicTitle',
      'chapters.id as chapterId',
      'chapters.number',
      'chapters.title',
    ])
    .where('chapters.id', 'in', chapterIds)
    .where('chapters.publication', '=', 'published')
    .where('comics.publication', '=', 'published')
    .where('users.news_letter', '=', true)
    .where('users.status', '=', 'active')
    .orderBy('users.email')
    .orderBy('chapters.number')
    .execute();
  return rows.filter((r) => !isMinor(r.dob, now)).map(({ dob: _dob, ...notice }) => notice);
}
