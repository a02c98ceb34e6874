// A signed-out reader's place in each chapter, kept in this browser (one JSON record under
// READER_STORAGE.progress) and handed to the account at sign-in. Storage can be missing or
// refuse (private windows, a full quota): then nothing is kept, which only costs a resume.
import {
  parsePage,
  PROGRESS_MERGE_MAX,
  READER_STORAGE,
  type ProgressMergeEntry,
  type ProgressSave,
} from '@ic/domain';

export type LocalProgress = Record<string, ProgressSave>;

// Checked by hand, not with the zod schema: this module runs in every page (the merge at
// sign-in), and zod stays in the chunk of the pages with forms. The server checks again.
const isPage = (value: unknown) => typeof value === 'number' && parsePage(String(value)) !== null;

function placeOf(value: unknown): ProgressSave | null {
  if (typeof value !== 'object' || value === null) return null;
  const { page, pageCount, finished, at } = value as Record<string, unknown>;
  if (!isPage(page) || !isPage(pageCount) || typeof finished !== 'boolean') return null;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
  const place = { page: Number(page), pageCount: Number(pageCount), finished, at };
  return place.page <= place.pageCount ? place : null;
}

export function readLocalProgress(): LocalProgress {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(READER_STORAGE.progress) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    // Each entry is checked alone: one damaged entry does not lose the others.
    return Object.fromEntries(
      Object.entries(raw).flatMap(([chapterId, value]) => {
        const place = placeOf(value);
        return place ? [[chapterId, place]] : [];
      }),
    );
  } catch {
    return {};
  }
}

function writeAll(progress: LocalProgress): void {
  try {
    window.localStorage.setItem(READER_STORAGE.progress, JSON.stringify(progress));
  } catch {
    // Not kept: the next visit starts at page 1, the worst that can happen.
  }
}

/** Keeps the place reached in a chapter; finished once stays finished. */
export function writeLocalProgress(chapterId: string, place: ProgressSave): void {
  const all = readLocalProgress();
  const finished = place.finished || (all[chapterId]?.finished ?? false);
  writeAll({ ...all, [chapterId]: { ...place, finished } });
}

/** The entries to merge at sign-in, newest first, as many as one merge takes. */
export function localMergeEntries(): ProgressMergeEntry[] {
  return Object.entries(readLocalProgress())
    .map(([chapterId, place]) => ({ chapterId, ...place }))
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, PROGRESS_MERGE_MAX);
}

/** Forgets what was merged: the account holds it now. */
export function clearLocalProgress(): void {
  try {
    window.localStorage.removeItem(READER_STORAGE.progress);
  } catch {
    // Nothing to forget.
  }
}
