// The home page's Fan Favourites row (spec section 4): newest first, only the newest few readable.
import { PAGING } from '../constants/layout.ts';
import type { Comic } from '../contracts/content.ts';

export type ComicsRowItem<C> = { comic: C; readable: boolean };

type Dated = Pick<Comic, 'createdAt'>;

/** A comic without a usable date sorts last, so it can never take a readable place. */
function timeOf(comic: Dated): number {
  const time = Date.parse(comic.createdAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Newest first by creation date, ties kept in the order given. The spec reverses the API's
 * oldest-first list; sorting as well keeps the newest on top whichever order a list arrives in.
 */
export function newestFirst<C extends Dated>(comics: readonly C[]): C[] {
  return [...comics].sort((a, b) => timeOf(b) - timeOf(a));
}

/** The row: newest first, the first `clickable` readable, the rest UPCOMING. */
export function comicsRow<C extends Dated>(
  comics: readonly C[],
  clickable: number = PAGING.comicsRowClickable,
): ComicsRowItem<C>[] {
  return newestFirst(comics).map((comic, index) => ({ comic, readable: index < clickable }));
}

/** The comics a visitor can open from the home page, newest first. */
export function readableComics<C extends Dated>(
  comics: readonly C[],
  clickable: number = PAGING.comicsRowClickable,
): C[] {
  return comicsRow(comics, clickable)
    .filter((item) => item.readable)
    .map((item) => item.comic);
}

/**
 * The readable comic a home call to action opens: the one titled `title` (case and spacing
 * ignored) when it is readable, else the newest readable one; undefined when none is.
 */
export function readableComicFor<C extends Dated & Pick<Comic, 'title'>>(
  comics: readonly C[],
  title?: string,
): C | undefined {
  const readable = readableComics(comics);
  const wanted = title?.trim().toLowerCase();
  return readable.find((comic) => comic.title.trim().toLowerCase() === wanted) ?? readable[0];
}
