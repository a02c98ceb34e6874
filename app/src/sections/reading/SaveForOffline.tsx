import type { Rating } from '@ic/domain';
import { DownloadButton, useT, type DownloadState } from '@ic/ui';
import { useState } from 'react';
import { logFailure } from '../../api/log';
import { removeSaved, useSavedChapters } from '../../offline/savedChapters';
import { useSession } from '../../session';

type Progress = { state: 'saving'; done: number; total: number } | { state: 'failed' } | null;

/**
 * "Save for offline" for a chapter this reader may open now, in the reader's header (which
 * shows a locked chapter's paywall instead) and beside each such chapter of a chapter list
 * (`subject` names it there). Signed out it says to sign in. The code that saves loads when
 * it is pressed.
 */
export function SaveForOffline({
  comicId,
  chapterId,
  rating,
  subject,
}: {
  comicId: string;
  chapterId: string;
  rating: Rating;
  subject?: string;
}) {
  const t = useT();
  const { user } = useSession();
  const username = user?.username ?? null;
  const saved = useSavedChapters(username);
  const [progress, setProgress] = useState<Progress>(null);
  if (typeof caches === 'undefined') return null;
  if (!username) {
    return (
      <DownloadButton
        state="locked"
        subject={subject}
        lockedReason={t('comics.download.signIn')}
        onSave={() => undefined}
        onRemove={() => undefined}
      />
    );
  }

  const isSaved = saved?.some((chapter) => chapter.chapterPages.chapterId === chapterId) ?? false;
  const state: DownloadState = progress?.state ?? (isSaved ? 'saved' : 'idle');
  const save = async () => {
    setProgress({ state: 'saving', done: 0, total: 0 });
    try {
      const { saveChapter } = await import('../../offline/saveChapter');
      await saveChapter({
        user: username,
        comicId,
        chapterId,
        rating,
        onProgress: (done, total) => setProgress({ state: 'saving', done, total }),
      });
      setProgress(null);
    } catch (error) {
      logFailure('save a chapter for offline reading', error);
      setProgress({ state: 'failed' });
    }
  };
  const remove = () => {
    removeSaved(username, chapterId).catch((error: unknown) =>
      logFailure('remove a saved chapter', error),
    );
  };
  return (
    <DownloadButton
      state={state}
      subject={subject}
      done={progress?.state === 'saving' ? progress.done : undefined}
      total={progress?.state === 'saving' ? progress.total : undefined}
      onSave={() => void save()}
      onRemove={remove}
    />
  );
}
