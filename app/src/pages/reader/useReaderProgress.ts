import { isFinished, READER, type ProgressSave } from '@ic/domain';
import { useEffect, useRef } from 'react';
import { NetworkError } from '../../api/errors';
import { logFailure } from '../../api/log';
import { refreshProgress, saveProgress } from '../../api/progress';
import { queueProgress } from '../../offline/progressQueue';
import { writeLocalProgress } from '../../sections/reading/localProgress';

type Options = {
  comicId: string;
  /** The chapter open; null while none is (or it is locked). */
  chapterId: string | null;
  page: number;
  pageCount: number;
  signedIn: boolean;
  /** Finished before this visit: it stays finished. */
  finishedBefore: boolean;
};

/**
 * Keeps the place reached: signed out in this browser at once; signed in on the server at most
 * every READER.saveEveryMs while reading, and once more on leaving (the page hidden or closed,
 * or another chapter opened), with keepalive so that save survives the page; a save that finds
 * no network is queued and sent when it returns. A chapter is finished once its last page has
 * been shown.
 */
export function useReaderProgress({
  comicId,
  chapterId,
  page,
  pageCount,
  signedIn,
  finishedBefore,
}: Options): void {
  const finished = useRef(finishedBefore);
  const pending = useRef<ProgressSave | null>(null);
  const lastSent = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    finished.current = finishedBefore;
  }, [chapterId, finishedBefore]);

  // Sends what is pending, if anything; `leaving` for a save made while the page goes away.
  const flush = useRef((_leaving: boolean) => {});
  useEffect(() => {
    flush.current = (leaving: boolean) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const place = pending.current;
      if (!place || !chapterId) return;
      pending.current = null;
      lastSent.current = Date.now();
      saveProgress(chapterId, place, { keepalive: leaving }).then(
        () => leaving && void refreshProgress(comicId),
        (error: unknown) => {
          if (error instanceof NetworkError) queueProgress(chapterId, place);
          else logFailure('save the reading progress', error);
        },
      );
    };
  }, [chapterId, comicId]);

  useEffect(() => {
    if (!chapterId || pageCount === 0) return;
    finished.current ||= isFinished(page, pageCount);
    const place = { page, pageCount, finished: finished.current, at: new Date().toISOString() };
    if (!signedIn) return writeLocalProgress(chapterId, place);
    pending.current = place;
    const wait = lastSent.current + READER.saveEveryMs - Date.now();
    if (wait <= 0) flush.current(false);
    else timer.current ??= setTimeout(() => flush.current(false), wait);
  }, [chapterId, page, pageCount, signedIn]);

  // Leaving: the tab hidden or closed, or this chapter left for another page of the app.
  useEffect(() => {
    if (!chapterId || !signedIn) return undefined;
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush.current(true);
    };
    const onPageHide = () => flush.current(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      flush.current(true);
    };
  }, [chapterId, signedIn]);
}
