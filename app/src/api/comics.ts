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
