import { COMIC_GENRES } from '@ic/domain';

type Translate = (id: string) => string;

/** A genre's key in the comics catalogue: 'Science fiction' -> 'comics.genre.scienceFiction'. */
const keyOf = (genre: string) =>
  `comics.genre.${genre.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase())}`;

/**
 * A genre in the screen's language: the catalogue's genres have keys; any other (a genre the
 * studio typed that the list does not know) shows as stored.
 */
export function genreLabel(t: Translate, genre: string): string {
  return COMIC_GENRES.some((known) => known === genre) ? t(keyOf(genre)) : genre;
}
