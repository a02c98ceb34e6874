import { ACTIVITY_DAYS, readingDay } from '@ic/domain';
import type { Db } from '../db/database.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The last ACTIVITY_DAYS India days up to today, oldest first. India keeps no summer time. */
export function activityDays(now: Date): string[] {
  return Array.from({ length: ACTIVITY_DAYS }, (_, i) =>
    readingDay(new Date(now.getTime() - (ACTIVITY_DAYS - 1 - i) * DAY)),
  );
}

/** Minutes read on each of `days`, 0 where nothing was read. */
export async function minutesByDay(db: Db, userId: string, days: string[]) {
  const rows = await db
    .selectFrom('reading_minutes')
    .select(['day', 'minutes'])
    .where('user_id', '=', userId)
    .where('day', 'in', days)
    .execute();
  const read = new Map(rows.map((row) => [row.day, row.minutes]));
  return days.map((day) => ({ day, minutes: read.get(day) ?? 0 }));
}

/** The chapters a child opened since `since`, newest first, with their comics. */
export function chapterOpensSince(db: Db, userId: string, since: Date) {
  return db
    .selectFrom('chapter_opens')
    .innerJoin('chapters', 'chapters.id', 'chapter_opens.chapter_id')
    .innerJoin('comics', 'comics.id', 'chapters.comic_id')
    .select([
      'comics.id as comicId',
      'comics.title as comicTitle',
      'chapters.id as chapterId',
      'chapters.title as chapterTitle',
      'chapter_opens.opened_at as openedAt',
    ])
    .where('chapter_opens.user_id', '=', userId)
    .where('chapter_opens.opened_at', '>', since)
    .orderBy('chapter_opens.opened_at', 'desc')
    .orderBy('chapter_opens.id', 'desc')
    .execute();
}
