import { READING_HEARTBEAT_MS, type AccessDecision, type ReadingStatus } from '@ic/domain';
import { useEffect, useRef } from 'react';
import { logFailure } from '../../api/log';
import { openChapter, sendHeartbeat } from '../../api/reading';

export type Refusal = Extract<AccessDecision, { read: false }>;

type Session = {
  /** The chapter on screen; null while none is open (or reading is not reported). */
  chapterId: string | null;
  page: number;
  /** The server closed the chapter: a child's limit was reached, or a membership ended. */
  onRefused: (refusal: Refusal) => void;
};

/**
 * Reports reading to the server, which counts a child's daily minutes from it: `open` when a
 * chapter opens, then a heartbeat with the page on screen every READING_HEARTBEAT_MS while the
 * tab is visible. Either answer may refuse the chapter mid-reading, and the reader stops.
 */
export function useReadingSession({ chapterId, page, onRefused }: Session): void {
  const latest = useRef({ page, onRefused });
  useEffect(() => {
    latest.current = { page, onRefused };
  });

  useEffect(() => {
    if (!chapterId) return;
    let current = true;
    const report = (what: string, call: () => Promise<ReadingStatus>) =>
      call().then(
        ({ decision }) => {
          if (current && !decision.read) latest.current.onRefused(decision);
        },
        (error: unknown) => logFailure(what, error),
      );
    void report('report an opened chapter', () => openChapter(chapterId));
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      void report('send a reading heartbeat', () => sendHeartbeat(chapterId, latest.current.page));
    }, READING_HEARTBEAT_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [chapterId]);
}
