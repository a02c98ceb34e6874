import { newestFirst, type Comic, type ComicDetail, type ComicQuery } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiUrl } from './client';
import { logged } from './log';

export const COMICS_KEY = '/comic';

/**
 * The catalogue, newest first. The API answers oldest first, as the original site did (ties in
 * the reverse of the editors' order), so the list is reversed, as the spec's client did, and
 * sorted by date.
 */
export async function getComics(): Promise<Comic[]> {
  const oldestFirst = await logged('load the comics', () => apiGet<Comic[]>(COMICS_KEY));
  return newestFirst([...oldestFirst].reverse());
}

/** The comic catalogue, newest first; a failure shows an empty list (spec section 8). */
export function useComics() {
  const { data, error, isLoading } = useSWR(COMICS_KEY, getComics);
  return { comics: error ? [] : (data ?? []), isLoading, error: error as unknown };
}

/** The catalogue filtered and sorted by the server (GET /comic's additive query). */
export function getComicCatalogue(query: ComicQuery): Promise<Comic[]> {
  return logged('load the comics', () => apiGet<Comic[]>(COMICS_KEY, { query }));
}

/** The /comics page's list; a failure shows an empty list (spec section 8). */
export function useComicCatalogue(query: ComicQuery) {
  const { data, error, isLoading } = useSWR(
    apiUrl(COMICS_KEY, query),
    () => getComicCatalogue(query),
    { keepPreviousData: true },
  );
  return { comics: error ? [] : (data ?? []), isLoading, error: error as unknown };
}

export function comicPath(id: string): string {
  return `/comic/${encodeURIComponent(id)}`;
}

/** One comic with its cast's names and portraits. */
export function getComic(id: string): Promise<ComicDetail> {
  return logged(`load the comic ${id}`, () => apiGet<ComicDetail>(comicPath(id)));
}

/** One comic (the chapter list shows its title); a failure is logged and leaves it undefined. */
export function useComic(id: string | undefined) {
  const key = id ? (['comic', id] as const) : null;
  const { data, error, isLoading } = useSWR(key, ([, comicId]) => getComic(comicId));
  return { comic: data, isLoading, error: error as unknown };
}
