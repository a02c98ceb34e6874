import type { TimelineStory } from '@ic/domain';
import type { Db } from '../db/database.ts';

/** Oldest first: the timeline reads as a story. */
export async function listTimeline(db: Db): Promise<TimelineStory[]> {
  return db
    .selectFrom('timeline_stories')
    .select([
      'id as _id',
      'category',
      'title',
      'event_date as eventDate',
      'description',
      'image_url as imageUrl',
    ])
    .orderBy('event_date')
    .orderBy('id')
    .execute();
}

export async function upsertTimeline(db: Db, stories: TimelineStory[]): Promise<void> {
  if (stories.length === 0) return;
  await db
    .insertInto('timeline_stories')
    .values(
      stories.map((s) => ({
        id: s._id,
        category: s.category,
        title: s.title,
        event_date: s.eventDate,
        description: s.description,
        image_url: s.imageUrl,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        category: eb.ref('excluded.category'),
        title: eb.ref('excluded.title'),
        event_date: eb.ref('excluded.event_date'),
        description: eb.ref('excluded.description'),
        image_url: eb.ref('excluded.image_url'),
      })),
    )
    .execute();
}
