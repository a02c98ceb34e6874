import { MESSAGES, parsePage } from '@ic/domain';
import { PdfReader } from '@ic/ui/pdf-reader';
import { useCallback } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useChapters } from '../../api/chapters';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { readLastPage, writeLastPage } from './lastPage';

const DESCRIPTION = 'Read an IC Universe comic chapter page by page.';

/**
 * The reader (spec section 3, pdfView): the chapter named by `?chapter=` in the dark full-screen
 * PdfReader. The page turned to goes into `&page=` (replacing the entry, so Back leaves the
 * reader) and into this browser's memory; the address wins, then the memory, then page 1.
 * With no chapter, or one this comic does not have, the chapter list is shown instead.
 */
export function ReaderPage() {
  const { comicId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const chapterId = params.get('chapter') ?? '';
  const { chapters, isLoading } = useChapters(comicId);
  const chapter = chapters.find((c) => c._id === chapterId);
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

  const listPath = paths.chapters.href(comicId);
  if (!chapterId || (!isLoading && !chapter)) return <Navigate to={listPath} replace />;
  const page = parsePage(params.get('page')) ?? readLastPage(chapterId) ?? 1;
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
