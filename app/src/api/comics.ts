import type { Comic } from '@ic/domain';
import useSWR from 'swr';
import { apiGet } from './client';
import { logged } from './log';

export const COMICS_KEY = '/comic';

export function getComics(): Promise<Comic[]> {
  return logged('load the comics', () => apiGet<Comic[]>(COMICS_KEY));
}

/** The comic catalogue; a failure shows an empty list (spec section 8). */
export function useComics() {
  const { data, error, isLoading } = useSWR(COMICS_KEY, getComics);
  return { comics: error ? [] : (data ?? []), isLoading, error: error as unknown };
}

export function comicPath(id: string): string {
  return `/comic/${encodeURIComponent(id)}`;
}

export function getComic(id: string): Promise<Comic> {
  return logged(`load the comic ${id}`, () => apiGet<Comic>(comicPath(id)));
}

/** One comic (the chapter list shows its title); a failure is logged and leaves it undefined. */
export function useComic(id: string | undefined) {
  const key = id ? (['comic', id] as const) : null;
  const { data, error, isLoading } = useSWR(key, ([, comicId]) => getComic(comicId));
  return { comic: data, isLoading, error: error as unknown };
}
