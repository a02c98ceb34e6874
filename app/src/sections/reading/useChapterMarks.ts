import { useProgress } from '../../api/progress';
import { useSession } from '../../session';
import { readLocalProgress } from './localProgress';

export type ChapterMark = { page: number; pageCount: number; finished: boolean };

/**
 * Where this reader is in each chapter of a comic: the account's progress when signed in
 * (the same on every device), this browser's while signed out.
 */
export function useChapterMarks(comicId: string) {
  const { signedIn } = useSession();
  const { entries, isLoading } = useProgress(signedIn ? comicId : null);
  const marks = new Map<string, ChapterMark>();
  if (signedIn) {
    for (const { chapterId, ...mark } of entries ?? []) marks.set(chapterId, mark);
  } else {
    for (const [chapterId, { page, pageCount, finished }] of Object.entries(readLocalProgress())) {
      marks.set(chapterId, { page, pageCount, finished });
    }
  }
  return { marks, isLoading: signedIn && isLoading };
}
