// Where the home page's calls to action lead.
import { readableComicFor, readableComics, type Comic } from '@ic/domain';

export const COMICS_PATH = '/comics';
export const CHARACTERS_PATH = '/characters';
export const ULTIMATE_PATH = '/ultimate';
export const BIOGRAPHY_PATH = '/characters/biography';

/** A character's biography: the id in the query too, so the address can be shared and reloaded. */
export function biographyHref(id: string): string {
  return `${BIOGRAPHY_PATH}?id=${encodeURIComponent(id)}`;
}

export function chaptersPath(comicId: string): string {
  return `/comicChap/${encodeURIComponent(comicId)}/chapters`;
}

/** A Read Now: the readable comic with that title, else the newest readable one, else the catalogue. */
export function readNowPath(comics: readonly Comic[], title?: string): string {
  const comic = readableComicFor(comics, title);
  return comic ? chaptersPath(comic._id) : COMICS_PATH;
}

/** A sample card's Read Now: that comic's chapters when it is readable, else the catalogue. */
export function sampleComicPath(comics: readonly Comic[], title: string): string {
  const wanted = title.trim().toLowerCase();
  const comic = readableComics(comics).find((c) => c.title.trim().toLowerCase() === wanted);
  return comic ? chaptersPath(comic._id) : COMICS_PATH;
}
