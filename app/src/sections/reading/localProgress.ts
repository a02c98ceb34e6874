// A signed-out reader's place in each chapter, kept in this browser (one JSON record under
// READER_STORAGE.progress) and handed to the account at sign-in. Storage can be missing or
// refuse (private windows, a full quota): then nothing is kept, which only costs a resume.
import {
  PROGRESS_MERGE_MAX,
  progressSaveSchema,
  READER_STORAGE,
  type ProgressMergeEntry,
  type ProgressSave,
} from '@ic/domain';

export type LocalProgress = Record<string, ProgressSave>;

export function readLocalProgress(): LocalProgress {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(READER_STORAGE.progress) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    // Each entry is checked alone: one damaged entry does not lose the others.
    return Object.fromEntries(
      Object.entries(raw).flatMap(([chapterId, value]) => {
        const entry = progressSaveSchema.safeParse(value);
        return entry.success ? [[chapterId, entry.data]] : [];
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
