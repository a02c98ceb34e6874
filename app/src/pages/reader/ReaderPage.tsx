import { MESSAGES, parsePage, type ChapterLock } from '@ic/domain';
import { PdfReader } from '@ic/ui/pdf-reader';
import { useCallback, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { refreshChapters, useChapters } from '../../api/chapters';
import { useChildStatus } from '../../api/me';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { readLastPage, writeLastPage } from './lastPage';
import { LockedChapter } from './LockedChapter';
import { useReadingSession, type Refusal } from './useReadingSession';

const DESCRIPTION = 'Read an IC Universe comic chapter page by page.';

/** A refusal as the chapter list would give it: its reason (and date, for early access). */
const lockOf = ({ read: _read, ...lock }: Refusal): ChapterLock => lock;

/**
 * The reader (spec section 3, pdfView): the chapter named by `?chapter=` in the dark full-screen
 * PdfReader. The page turned to goes into `&page=` (replacing the entry, so Back leaves the
 * reader) and into this browser's memory; the address wins, then the memory, then page 1.
 * With no chapter, or one this comic does not have, the chapter list is shown instead.
 *
 * A chapter this reader may not open shows why in the same frame (a paywall, or a child's
 * screen); reading is reported to the server, whose answer can close the chapter mid-way (a
 * child's daily limit), and a purchase made on the paywall opens this same chapter.
 */
export function ReaderPage() {
  const { comicId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const chapterId = params.get('chapter') ?? '';
  const { signedIn } = useSession();
  const child = useChildStatus(signedIn);
  const { chapters, isLoading } = useChapters(comicId);
  const chapter = chapters.find((c) => c._id === chapterId);
  // A refusal mid-chapter, until the chapter list (asked again) says the same.
  const [stopped, setStopped] = useState<{ chapterId: string; lock: ChapterLock } | null>(null);
  const lock = (stopped?.chapterId === chapterId ? stopped.lock : null) ?? chapter?.lock ?? null;
  usePageMeta(chapter?.title ?? paths.reader.title, DESCRIPTION);

  const onPageChange = useCallback(
    (page: number) => {
      writeLastPage(chapterId, page);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(page));
          return next;
        },
        { replace: true },
      );
    },
    [chapterId, setParams],
  );

  const page = parsePage(params.get('page')) ?? readLastPage(chapterId) ?? 1;
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
  if (chapter && lock) {
    return (
      <LockedChapter
        chapter={chapter}
        lock={lock}
        child={child}
        listPath={listPath}
        onPaid={() => setStopped(null)}
      />
    );
  }
  return (
    <PdfReader
      file={chapter?.chapPdf ?? null}
      title={chapter?.title ?? MESSAGES.loading}
      page={page}
      onPageChange={onPageChange}
      backHref={listPath}
    />
  );
}
