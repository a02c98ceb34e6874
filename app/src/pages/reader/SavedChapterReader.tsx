import { MESSAGES, parsePage } from '@ic/domain';
import { PageLoading, useMessage, useT } from '@ic/ui';
import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { queuedProgress } from '../../offline/progressQueue';
import { getSaved, type SavedChapter } from '../../offline/savedChapters';
import { paths } from '../../paths';
import { withPage } from '../../sections/reading/openingPage';
import { useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { ChapterReader } from './ChapterReader';

/**
 * A chapter saved on this device, read with no network: its pages from what was saved (the
 * service worker answers their images from this reader's cache). The place reached is queued
 * in this browser and sent when the network returns; it opens where it was left offline.
 */
export function SavedChapterReader() {
  const t = useT();
  const message = useMessage();
  const { comicId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const chapterId = params.get('chapter') ?? '';
  const { user } = useSession();
  const username = user?.username ?? null;
  const [saved, setSaved] = useState<SavedChapter | null>(null);
  usePageMeta(saved?.chapterPages.title ?? t('comics.reader.title'), t('comics.reader.savedMeta'));

  useEffect(() => {
    if (!username) return;
    getSaved(username, chapterId).then(
      (found) => setSaved(found ?? null),
      () => setSaved(null),
    );
  }, [username, chapterId]);

  const onPageChange = useCallback(
    (page: number) => {
      setParams((current) => withPage(current, page), { replace: true });
    },
    [setParams],
  );

  if (!saved || saved.comicId !== comicId) {
    return <PageLoading label={message(MESSAGES.loading, 'errors.loading')} />;
  }
  const queued = queuedProgress(chapterId);
  const page = parsePage(params.get('page')) ?? (queued && !queued.finished ? queued.page : 1);
  return (
    <ChapterReader
      chapterPages={saved.chapterPages}
      rating={saved.rating}
      page={page}
      onPageChange={onPageChange}
      finishedBefore={queued?.finished ?? false}
      placeKnown
      signedIn
      listPath={paths.chapters.href(comicId)}
    />
  );
}
