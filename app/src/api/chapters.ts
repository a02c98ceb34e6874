import type { Chapter, PreviewAs } from '@ic/domain';
import useSWR, { mutate, preload } from 'swr';
import { paths } from '../paths';
import { apiGet } from './client';
import { logged } from './log';

/**
 * The chapter list page's address is also this call's, for fetch (spec section 7). An editor's
 * preview (studio) asks with ?preview=, which the server honours for editors only.
 */
export function getChapters(comicId: string, preview?: PreviewAs): Promise<Chapter[]> {
  const path = paths.chapters.href(comicId);
  return logged(`load the chapters of ${comicId}`, () =>
    apiGet<Chapter[]>(path, { query: { preview } }),
  );
}

/** The first part of every chapter list's SWR key: a payment asks all of them again. */
export const CHAPTERS_KEY = 'chapters';

const chaptersKey = (comicId: string) => [CHAPTERS_KEY, comicId] as const;

/** A comic's chapters; a failure is logged and the list stays empty (spec section 8). */
export function useChapters(comicId: string | undefined, preview?: PreviewAs) {
  // A preview is its own entry; the key without one stays what preloads and refreshes use.
  const key = !comicId ? null : preview ? [...chaptersKey(comicId), preview] : chaptersKey(comicId);
  const { data, error, isLoading } = useSWR(
    key,
    ([, id, as]: readonly [string, string, PreviewAs?]) => getChapters(id, as),
  );
  return { chapters: error ? [] : (data ?? []), isLoading, error: error as unknown };
}

/** Asks for a comic's chapters ahead, into the cache useChapters reads (a failure waits for it). */
export function preloadChapters(comicId: string): void {
  void preload(chaptersKey(comicId), ([, id]) => getChapters(id)).catch(() => undefined);
}

/** Asks again which chapters open for this reader (after a refusal mid-chapter, say). */
export function refreshChapters(comicId: string): Promise<unknown> {
  return mutate(chaptersKey(comicId));
}
