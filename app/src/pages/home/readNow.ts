// Where the home page's Read Now buttons lead.
import { readableComicFor, readableComics, type Comic } from '@ic/domain';
import { paths } from '../../paths';

const chaptersOr = (comic: Comic | undefined) =>
  comic ? paths.chapters.href(comic._id) : paths.comics.href();

/** A Read Now: the readable comic with that title, else the newest readable one, else the catalogue. */
export function readNowPath(comics: readonly Comic[], title?: string): string {
  return chaptersOr(readableComicFor(comics, new Date(), title));
}

/** A sample card's Read Now: that comic's chapters when it is readable, else the catalogue. */
export function sampleComicPath(comics: readonly Comic[], title: string): string {
  const wanted = title.trim().toLowerCase();
  return chaptersOr(
    readableComics(comics, new Date()).find((c) => c.title.trim().toLowerCase() === wanted),
  );
}
