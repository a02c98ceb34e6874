// The home page's Fan Favourites row (spec section 4): newest first, the upcoming ones greyed.
import type { Comic } from '../contracts/content.ts';
import { isUpcoming } from './upcoming.ts';

export type ComicsRowItem<C> = { comic: C; readable: boolean };

type Dated = Pick<Comic, 'createdAt' | 'firstChapterOn'>;

/** A comic without a usable date sorts last. */
function timeOf(comic: Pick<Comic, 'createdAt'>): number {
  const time = Date.parse(comic.createdAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Newest first by creation date, ties kept in the order given. The spec reverses the API's
 * oldest-first list; sorting as well keeps the newest on top whichever order a list arrives in.
 */
export function newestFirst<C extends Pick<Comic, 'createdAt'>>(comics: readonly C[]): C[] {
  return [...comics].sort((a, b) => timeOf(b) - timeOf(a));
}

/**
 * The row: newest first, each readable unless upcoming (issue 13 replaced the spec's "only the
 * first 2 are clickable", which greyed out comics anyone could read on /comics).
 */
export function comicsRow<C extends Dated>(comics: readonly C[], now: Date): ComicsRowItem<C>[] {
  return newestFirst(comics).map((comic) => ({ comic, readable: !isUpcoming(comic, now) }));
}

/** The comics a visitor can open from the home page, newest first. */
export function readableComics<C extends Dated>(comics: readonly C[], now: Date): C[] {
  return newestFirst(comics).filter((comic) => !isUpcoming(comic, now));
}

/**
 * The readable comic a home call to action opens: the one titled `title` (case and spacing
 * ignored) when it is readable, else the newest readable one; undefined when none is.
 */
export function readableComicFor<C extends Dated & Pick<Comic, 'title'>>(
  comics: readonly C[],
  now: Date,
  title?: string,
): C | undefined {
  const readable = readableComics(comics, now);
  const wanted = title?.trim().toLowerCase();
  return readable.find((comic) => comic.title.trim().toLowerCase() === wanted) ?? readable[0];
}
