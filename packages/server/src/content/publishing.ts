import type { Db } from '../db/database.ts';

// Scheduled comics and chapters go out when their time comes: the scheduled-publishing job runs
// this every minute. The rows change, so the content tables' triggers bump the comics' version
// and every cache refreshes, as for any editor's write.

export interface PublishedNow {
  comics: string[];
  chapters: string[];
  /** The chapters among them whose followers are to be mailed. */
  notify: string[];
}

/**
 * Publishes every scheduled comic and chapter whose time has come. Looks before it writes: a
 * statement that changes no row would still bump the content version (the triggers fire per
 * statement), emptying every cache each minute.
 */
export async function publishDue(db: Db, now: Date): Promise<PublishedNow> {
  const at = now.toISOString();
  const due = (table: 'comics' | 'chapters') =>
    db
      .selectFrom(table)
      .select('id')
      .where('publication', '=', 'scheduled')
      .where('publish_at', '<=', now)
      .execute();
  const [comics, chapters] = await Promise.all([due('comics'), due('chapters')]);
  if (comics.length === 0 && chapters.length === 0) return { comics: [], chapters: [], notify: [] };
  return db.transaction().execute(async (trx) => {
    const published = { comics: [] as string[], chapters: [] as string[], notify: [] as string[] };
    if (comics.length > 0) {
      const rows = await trx
        .updateTable('comics')
        .set({ publication: 'published' })
        .where('publication', '=', 'scheduled')
        .where('publish_at', '<=', now)
        .returning('id')
        .execute();
      published.comics = rows.map((r) => r.id);
    }
    if (chapters.length > 0) {
      const rows = await trx
        .updateTable('chapters')
        .set({ publication: 'published', published_at: at })
        .where('publication', '=', 'scheduled')
        .where('publish_at', '<=', now)
        .returning(['id', 'notify_followers'])
        .execute();
      published.chapters = rows.map((r) => r.id);
      published.notify = rows.filter((r) => r.notify_followers).map((r) => r.id);
    }
    return published;
  });
}
