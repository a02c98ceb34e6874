import { useEffect } from 'react';
import { logFailure } from '../../api/log';
import { mergeProgress, refreshProgress } from '../../api/progress';
import { useSession } from '../../session';
import { clearLocalProgress, localMergeEntries } from './localProgress';

/**
 * At sign-in, what this browser read while signed out goes into the account (the server keeps
 * the later of each chapter's two places), then is forgotten here.
 */
export function useProgressMerge(): void {
  const { signedIn } = useSession();
  useEffect(() => {
    if (!signedIn) return;
    const entries = localMergeEntries();
    if (entries.length === 0) return;
    mergeProgress(entries).then(
      () => {
        clearLocalProgress();
        void refreshProgress();
      },
      (error: unknown) => logFailure('merge the reading progress', error),
    );
  }, [signedIn]);
}
