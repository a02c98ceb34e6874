// The one rule for "upcoming" (issue 13): Fan Favourites greyed out comics anyone could read on
// /comics, because it counted places in the row instead of chapters.
import type { Comic } from '../contracts/content.ts';

/**
 * A comic is upcoming while it has no readable chapter yet: no chapter at all, or its first
 * chapter's release day is still ahead. Everything that greys a comic out or labels it
 * 'UPCOMING' asks this.
 */
export function isUpcoming(comic: Pick<Comic, 'firstChapterOn'>, now: Date): boolean {
  if (comic.firstChapterOn === null) return true;
  const release = Date.parse(comic.firstChapterOn);
  return Number.isNaN(release) || release > now.getTime();
}
