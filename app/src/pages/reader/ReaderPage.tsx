import { MESSAGES, parsePage, PREVIEW_AS, type ChapterLock, type PreviewAs } from '@ic/domain';
import {
  EmptyState,
  PageLoading,
  ReaderLayout,
  useCatalogue,
  useHydrated,
  useMessage,
  useT,
} from '@ic/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { refreshChapters, useChapters } from '../../api/chapters';
import { useChildStatus } from '../../api/me';
import { useChapterPages } from '../../api/pages';
import { useProgress } from '../../api/progress';
import { paths } from '../../paths';
import { readLocalProgress } from '../../sections/reading/localProgress';
import { openingPage, withPage } from '../../sections/reading/openingPage';
import { useSession } from '../../session';
import { useOnlineStatus } from '../../shell/useOnlineStatus';
import { usePageMeta } from '../usePageMeta';
import { ChapterReader } from './ChapterReader';
import { useReadingSession, type Refusal } from './useReadingSession';

// The paywall and its checkout load only for a chapter this reader may not open: a readable
// chapter's first page does not wait for them.
const LockedChapter = lazy(() =>
  import('./LockedChapter').then((module) => ({ default: module.LockedChapter })),
);
// "Save for offline" (its saved list in IndexedDB) is no part of the first page: the button
// joins the header after it.
const SaveForOffline = lazy(() =>
  import('../../sections/reading/SaveForOffline').then((module) => ({
    default: module.SaveForOffline,
  })),
);
// A chapter saved on this device, opened with no network: only then is its code needed.
const SavedChapterReader = lazy(() =>
  import('./SavedChapterReader').then((module) => ({ default: module.SavedChapterReader })),
);

/** `?preview=member|visitor` from the studio: an editor's look at the chapter, which saves nothing. */
const previewIn = (params: URLSearchParams): PreviewAs | undefined =>
  PREVIEW_AS.find((as) => as === params.get('preview'));

/** A refusal as the chapter list would give it: its reason (and date, for early access). */
const lockOf = ({ read: _read, ...lock }: Refusal): ChapterLock => lock;

/**
 * The reader (spec section 3, pdfView): the chapter named by `?chapter=`, its pages as images.
 * The pages, the chapter list (its lock) and, signed in, the reader's progress are asked for at
 * once. The page opens from the address, else where this reader stopped (the account's place
 * on any device, or this browser's while signed out; a finished chapter starts again), else 1.
 * With no chapter, or one this comic does not have, the chapter list is shown instead.
 *
 * A chapter this reader may not open shows why in the same frame (a paywall, or a child's
 * screen); reading is reported to the server, whose answer can close the chapter mid-way (a
 * child's daily limit), and a purchase made on the paywall opens this same chapter.
 *
 * With no network the reader opens a chapter saved on this device from what was saved (the
 * root layout shows the offline screen for any other).
 */
/** The reader's address without its page. */
function placeOf(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete('page');
  return rest.toString();
}

export function ReaderPage() {
  useCatalogue('comics');
  const message = useMessage();
  const online = useOnlineStatus();
  if (online) return <ServerChapter />;
  return (
    <Suspense fallback={<PageLoading label={message(MESSAGES.loading, 'errors.loading')} />}>
      <SavedChapterReader />
    </Suspense>
  );
}

function ServerChapter() {
  const t = useT();
  const message = useMessage();
  const { comicId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const chapterId = params.get('chapter') ?? '';
  const preview = previewIn(params);
  // A preview reads as someone else: nothing of the editor's own reading is kept.
  const signedIn = useSession().signedIn && !preview;
  const child = useChildStatus(signedIn);
  const { chapters, isLoading } = useChapters(comicId, preview);
  const chapter = chapters.find((c) => c._id === chapterId);
  // A refusal mid-chapter, until the chapter list (asked again) says the same.
  const [stopped, setStopped] = useState<{ chapterId: string; lock: ChapterLock } | null>(null);
  const lock = (stopped?.chapterId === chapterId ? stopped.lock : null) ?? chapter?.lock ?? null;
  const { chapterPages, error } = useChapterPages(
    comicId,
    chapterId && !lock ? chapterId : null,
    preview,
  );
  const progress = useProgress(signedIn ? comicId : null);
  usePageMeta(chapter?.title ?? t('comics.reader.title'), t('comics.reader.meta'));

  // A turned page shows at once; the address (?page=, for a reload or a shared link) follows
  // once it has painted. Changing the address is a router navigation (every route matched again,
  // the route drawn again), which sat between the tap and the next page. The turn holds while the
  // rest of the address is the same (another chapter or preview starts from its own address).
  const place = placeOf(params);
  const [turned, setTurned] = useState<{ place: string; page: number } | null>(null);
  const onPageChange = useCallback((page: number) => setTurned({ place, page }), [place]);
  const turnedHere = turned?.place === place ? turned.page : null;
  useEffect(() => {
    if (turnedHere === null || parsePage(params.get('page')) === turnedHere) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() =>
        setParams((current) => withPage(current, turnedHere), { replace: true }),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [turnedHere, params, setParams]);

  // This browser's place is read once the browser has taken over a page drawn on the server
  // (which opened the chapter where its address says), so both draw the same first screen.
  const hydrated = useHydrated();
  const saved = signedIn
    ? progress.entries?.find((entry) => entry.chapterId === chapterId)
    : hydrated
      ? readLocalProgress()[chapterId]
      : undefined;
  const page = turnedHere ?? openingPage(params, saved);
  const onRefused = useCallback(
    (refusal: Refusal) => {
      setStopped({ chapterId, lock: lockOf(refusal) });
      void refreshChapters(comicId);
    },
    [chapterId, comicId],
  );
  useReadingSession({
    chapterId: signedIn && chapter && !lock ? chapter._id : null,
    page,
    onRefused,
  });

  const listPath = paths.chapters.href(comicId);
  if (!chapterId || (!isLoading && !chapter)) return <Navigate to={listPath} replace />;
  const loadingText = message(MESSAGES.loading, 'errors.loading');
  const title = chapter?.title ?? loadingText;
  const loading = (
    <ReaderLayout title={title} backHref={listPath}>
      <PageLoading label={loadingText} />
    </ReaderLayout>
  );
  if (chapter && lock) {
    return (
      <Suspense fallback={loading}>
        <LockedChapter
          chapter={chapter}
          lock={lock}
          child={child}
          listPath={listPath}
          onPaid={() => setStopped(null)}
        />
      </Suspense>
    );
  }
  if (error && !isLoading) {
    return (
      <ReaderLayout title={title} backHref={listPath}>
        <div role="alert">
          <EmptyState icon="alert" headingLevel="h2" title={t('comics.reader.loadError')} />
        </div>
      </ReaderLayout>
    );
  }
  if (!chapterPages || !chapter || (signedIn && progress.isLoading)) return loading;
  return (
    <ChapterReader
      key={chapterId}
      chapterPages={chapterPages}
      rating={chapter.rating}
      page={page}
      onPageChange={onPageChange}
      finishedBefore={saved?.finished ?? false}
      placeKnown={signedIn || hydrated}
      signedIn={signedIn}
      listPath={listPath}
      actions={
        <Suspense fallback={null}>
          <SaveForOffline comicId={comicId} chapterId={chapter._id} rating={chapter.rating} />
        </Suspense>
      }
    />
  );
}
