import type { Chapter } from '@ic/domain';
import useSWR from 'swr';
import { apiGet } from './client';
import { logged } from './log';

/** The same path is the chapter list page for a browser and this call for fetch. */
export function chaptersPath(comicId: string): string {
  return `/comicChap/${encodeURIComponent(comicId)}/chapters`;
}

export function getChapters(comicId: string): Promise<Chapter[]> {
  return logged(`load the chapters of ${comicId}`, () => apiGet<Chapter[]>(chaptersPath(comicId)));
}

/** A comic's chapters; a failure is logged and the list stays empty (spec section 8). */
export function useChapters(comicId: string | undefined) {
  const key = comicId ? (['chapters', comicId] as const) : null;
  const { data, error, isLoading } = useSWR(key, ([, id]) => getChapters(id));
  return { chapters: error ? [] : (data ?? []), isLoading, error: error as unknown };
}
