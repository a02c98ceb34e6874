import type { TimelineStory } from '@ic/domain';
import type { Db } from '../db/database.ts';

/** A story as stored: what the served one derives month, year and eventNumber from. */
export type StoredTimelineStory = Omit<TimelineStory, 'month' | 'year' | 'eventNumber'>;

/** The categories our pages read: the Support Us page's and the About Us timeline's. */
export const TIMELINE_CATEGORIES = { supportUs: 'Support Us', aboutUs: 'About Us' } as const;

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** Adds the original site's fields: the month and year of the event, its place in its category. */
function numbered(stories: StoredTimelineStory[]): TimelineStory[] {
  const counts = new Map<string, number>();
  return stories.map((story) => {
    const eventNumber = (counts.get(story.category) ?? 0) + 1;
    counts.set(story.category, eventNumber);
    const date = new Date(`${story.eventDate}T00:00:00Z`);
    return {
      ...story,
      month: monthName.format(date),
      year: date.getUTCFullYear(),
      eventNumber,
    };
  });
}

/** Oldest first: the timeline reads as a story. One category, or all of them. */
export async function listTimeline(db: Db, category?: string): Promise<TimelineStory[]> {
  let query = db
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
    .orderBy('id');
  if (category !== undefined) query = query.where('category', '=', category);
  return numbered(await query.execute());
}

export async function upsertTimeline(db: Db, stories: StoredTimelineStory[]): Promise<void> {
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
