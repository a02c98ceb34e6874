import { heartbeatCounts, readingDay } from '@ic/domain';
import type { Db } from '../db/database.ts';
import { minutesReadOn } from './child-limits.ts';

// A child's reading, for the guardian's daily limit and activity view: where the reader is and
// when a minute was last counted (reading_clocks), minutes per India day (reading_minutes), and
// which chapters were opened (chapter_opens). Adults' reading is never stored.

/** Opens of one chapter closer together than this are one visit (a PDF loads in many ranges). */
export const OPEN_GAP_MS = 10 * 60_000;

/**
 * The user's clock row, locked for this transaction: concurrent requests of one reader (a PDF's
 * range requests, a heartbeat) wait for each other, so a minute or an open is recorded once.
 */
async function lockClock(trx: Db, userId: string, chapterId: string, now: Date) {
  await trx
    .insertInto('reading_clocks')
    .values({
      user_id: userId,
      chapter_id: chapterId,
      page: 1,
      last_activity_at: now,
      last_counted_at: null,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('reading_clocks')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** A chapter opened (the open call, or its file served): activity now, and one open per visit. */
export async function recordOpen(
  db: Db,
  userId: string,
  chapterId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const clock = await lockClock(trx, userId, chapterId, now);
    await trx
      .updateTable('reading_clocks')
      .set({
        chapter_id: chapterId,
        page: clock.chapter_id === chapterId ? clock.page : 1,
        last_activity_at: now,
      })
      .where('user_id', '=', userId)
      .execute();
    const recent = await trx
      .selectFrom('chapter_opens')
      .select('id')
      .where('user_id', '=', userId)
      .where('chapter_id', '=', chapterId)
      .where('opened_at', '>', new Date(now.getTime() - OPEN_GAP_MS))
      .executeTakeFirst();
    if (!recent) {
      await trx
        .insertInto('chapter_opens')
        .values({ user_id: userId, chapter_id: chapterId, opened_at: now })
        .execute();
    }
  });
}

/**
 * A heartbeat from the reader: a new page (or chapter) is activity; a minute is added to today
 * when heartbeatCounts says so (one per interval, and none once the reader sat idle). Answers
 * today's minutes afterwards.
 */
export async function recordHeartbeat(
  db: Db,
  userId: string,
  at: { chapterId: string; page: number },
  now: Date,
): Promise<number> {
  const day = readingDay(now);
  return db.transaction().execute(async (trx) => {
    const clock = await lockClock(trx, userId, at.chapterId, now);
    const moved = clock.chapter_id !== at.chapterId || clock.page !== at.page;
    const lastActivityAt = moved ? now : clock.last_activity_at;
    const counts = heartbeatCounts({ lastCountedAt: clock.last_counted_at, lastActivityAt }, now);
    await trx
      .updateTable('reading_clocks')
      .set({
        chapter_id: at.chapterId,
        page: at.page,
        last_activity_at: lastActivityAt,
        ...(counts && { last_counted_at: now }),
      })
      .where('user_id', '=', userId)
      .execute();
    if (counts) {
      await trx
        .insertInto('reading_minutes')
        .values({ user_id: userId, day, minutes: 1 })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'day'])
            .doUpdateSet((eb) => ({ minutes: eb('reading_minutes.minutes', '+', 1) })),
        )
        .execute();
    }
    return minutesReadOn(trx, userId, day);
  });
}
