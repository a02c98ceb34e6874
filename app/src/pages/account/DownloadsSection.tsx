import { OfflineLibrary, Section, useT } from '@ic/ui';
import { useEffect, useState } from 'react';
import { logFailure } from '../../api/log';
import { removeAllSaved, removeSaved, useSavedChapters } from '../../offline/savedChapters';
import { savedItem } from '../../offline/savedItems';
import { useSession } from '../../session';

type Storage = { used: number; quota: number };

/** What the browser says this site keeps and may keep (Storage API), asked again on changes. */
function useStorageEstimate(changes: unknown): Storage | undefined {
  const [storage, setStorage] = useState<Storage>();
  useEffect(() => {
    if (!navigator.storage?.estimate) return;
    navigator.storage.estimate().then(
      ({ usage = 0, quota = 0 }) => setStorage({ used: usage, quota }),
      () => setStorage(undefined),
    );
  }, [changes]);
  return storage;
}

/** The account's Downloads: chapters saved on this device, their size, remove one or all. */
export function DownloadsSection() {
  const { user } = useSession();
  const username = user?.username ?? null;
  const saved = useSavedChapters(username);
  const t = useT();
  const storage = useStorageEstimate(saved);
  if (!username || typeof caches === 'undefined') return null;
  const failed = (error: unknown) => logFailure('remove saved chapters', error);
  return (
    <Section title={t('shell.offline.downloads')} headingLevel="h2" spacing="sm">
      <OfflineLibrary
        title={null}
        chapters={(saved ?? []).map(savedItem)}
        storage={storage}
        onRemove={(chapterId) => void removeSaved(username, chapterId).catch(failed)}
        onRemoveAll={() => void removeAllSaved(username).catch(failed)}
      />
    </Section>
  );
}
