import { LinkProvider, OfflineLibrary, OfflineScreen } from '@ic/ui';
import { useEffect } from 'react';
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
function useSavedChapterOpen(): boolean {
  const { pathname, search } = useLocation();
  const saved = useMySavedChapters();
  if (!isReaderPath(pathname) || !saved) return false;
  const chapterId = new URLSearchParams(search).get('chapter');
  return saved.some((chapter) => chapter.chapterPages.chapterId === chapterId);
}

/**
 * The offline screen, with the chapters saved for reading when there are any: their links go
 * through the router, so opening one needs nothing from the network. At the address of a
 * saved chapter it shows nothing and says so (`onSavedChapter`): the site stays, and the
 * reader opens the chapter from what was saved.
 */
export function OfflineView({ onSavedChapter }: { onSavedChapter: (open: boolean) => void }) {
  const saved = useMySavedChapters();
  const savedChapterOpen = useSavedChapterOpen();
  useEffect(() => {
    onSavedChapter(savedChapterOpen);
    return () => onSavedChapter(false);
  }, [onSavedChapter, savedChapterOpen]);
  if (savedChapterOpen) return null;
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
