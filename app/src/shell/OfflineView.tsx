import { LinkProvider, OfflineLibrary, OfflineScreen } from '@ic/ui';
import { useLocation } from 'react-router-dom';
import { savedItem } from '../offline/savedItems';
import { useSavedChapters } from '../offline/savedChapters';
import { useSession } from '../session';
import { RouterLink } from './RouterLink';
import { isReaderPath } from './siteLinks';

function useMySavedChapters() {
  const { user } = useSession();
  return useSavedChapters(user?.username ?? null);
}

/** The address is the reader at a chapter saved on this device: it opens with no network. */
export function useSavedChapterOpen(): boolean {
  const { pathname, search } = useLocation();
  const saved = useMySavedChapters();
  if (!isReaderPath(pathname) || !saved) return false;
  const chapterId = new URLSearchParams(search).get('chapter');
  return saved.some((chapter) => chapter.chapterPages.chapterId === chapterId);
}

/**
 * The offline screen, with the chapters saved for reading when there are any: their links go
 * through the router, so opening one needs nothing from the network.
 */
export function OfflineView() {
  const saved = useMySavedChapters();
  return (
    <LinkProvider component={RouterLink}>
      <OfflineScreen
        library={
          saved && saved.length > 0 ? (
            <OfflineLibrary tone="dark" chapters={saved.map(savedItem)} />
          ) : undefined
        }
      />
    </LinkProvider>
  );
}
