import type { Chapter } from '@ic/domain';
import useSWR from 'swr';
import { paths } from '../paths';
import { apiGet } from './client';
import { logged } from './log';

/** The chapter list page's address is also this call's, for fetch (spec section 7). */
export function getChapters(comicId: string): Promise<Chapter[]> {
  const path = paths.chapters.href(comicId);
  return logged(`load the chapters of ${comicId}`, () => apiGet<Chapter[]>(path));
}

/** A comic's chapters; a failure is logged and the list stays empty (spec section 8). */
export function useChapters(comicId: string | undefined) {
  const key = comicId ? (['chapters', comicId] as const) : null;
  const { data, error, isLoading } = useSWR(key, ([, id]) => getChapters(id));
  return { chapters: error ? [] : (data ?? []), isLoading, error: error as unknown };
}
