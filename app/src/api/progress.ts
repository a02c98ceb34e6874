// A signed-in reader's place in each chapter, kept by the server so it follows them to any
// device: saved while reading (and while leaving, keepalive), merged from this browser at
// sign-in, listed per comic and as the "Continue reading" row.
import type { ContinueReading, ProgressEntry, ProgressList, ProgressSave } from '@ic/domain';
import type { ProgressMergeEntry } from '@ic/domain';
import useSWR, { mutate, preload } from 'swr';
import { apiGet, apiPost, apiPut } from './client';
import { logged } from './log';

const PROGRESS = '/api/progress';
export const CONTINUE_KEY = `${PROGRESS}/continue`;
const progressKey = (comicId: string) => [PROGRESS, comicId] as const;

export function getProgress(comicId: string): Promise<ProgressList> {
  return logged(`load the reading progress of ${comicId}`, () =>
    apiGet<ProgressList>(PROGRESS, { query: { comicId }, bearer: true }),
  );
}

const progressFetcher = ([, comicId]: ReturnType<typeof progressKey>) => getProgress(comicId);

/** A comic's chapters as this reader left them (signed in; null ids wait). */
export function useProgress(comicId: string | null) {
  const { data, isLoading, error } = useSWR(comicId ? progressKey(comicId) : null, progressFetcher);
  return { entries: data?.entries, isLoading, error: error as unknown };
}

/** Asks for what useProgress will read, ahead of the screen that reads it (the reader's code). */
export function preloadProgress(comicId: string): Promise<ProgressList> {
  return preload(progressKey(comicId), progressFetcher);
}

/** Saves the page reached; `keepalive` lets a save made while leaving the page arrive. */
export function saveProgress(
  chapterId: string,
  place: ProgressSave,
  { keepalive = false } = {},
): Promise<ProgressEntry> {
  const path = `${PROGRESS}/${encodeURIComponent(chapterId)}`;
  return apiPut<ProgressEntry>(path, place, { bearer: true, keepalive });
}

/** This browser's signed-out progress, into the account just signed in to. */
export function mergeProgress(entries: ProgressMergeEntry[]): Promise<ProgressList> {
  return apiPost<ProgressList>(`${PROGRESS}/merge`, { entries }, { bearer: true });
}

/** Whatever shows progress asks again (after a merge, or on leaving a chapter). */
export function refreshProgress(comicId?: string): Promise<unknown> {
  return Promise.all([
    mutate(CONTINUE_KEY),
    comicId
      ? mutate(progressKey(comicId))
      : mutate((key) => Array.isArray(key) && key[0] === PROGRESS),
  ]);
}

function getContinueReading(): Promise<ContinueReading[]> {
  return logged('load the continue reading row', () =>
    apiGet<ContinueReading[]>(CONTINUE_KEY, { bearer: true }),
  );
}

/** The "Continue reading" row: signed in only; empty on a failure or an answer of another shape. */
export function useContinueReading(signedIn: boolean): ContinueReading[] {
  const { data } = useSWR(signedIn ? CONTINUE_KEY : null, getContinueReading);
  // The row is an extra on home and /comics: a wrong answer must not take the page down with it.
  return Array.isArray(data) ? data : [];
}
