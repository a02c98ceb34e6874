import { READER, type ChapterPages, type Rating } from '@ic/domain';
import { PageReader } from '@ic/ui';
import type { ReactNode } from 'react';
import { useChapterPages } from '../../api/pages';
import { useDataSaver, useReadingMode } from '../../sections/reading/readerSettings';
import { ChapterEnd } from './ChapterEnd';
import { useReaderProgress } from './useReaderProgress';

type ChapterReaderProps = {
  chapterPages: ChapterPages;
  rating: Rating;
  page: number;
  onPageChange: (page: number) => void;
  finishedBefore: boolean;
  /**
   * False while the browser takes over a page drawn on the server, before this browser's saved
   * place is read: nothing is saved until then, or page 1 would overwrite the place.
   */
  placeKnown: boolean;
  signedIn: boolean;
  listPath: string;
  /** Beside the reader's settings in its header: "Save for offline". */
  actions?: ReactNode;
};

/**
 * An open chapter: its pages in the reader's mode, the place kept as it changes, and on the
 * last pages the next chapter's first pages fetched ahead (not under data saver).
 */
export function ChapterReader({
  chapterPages,
  rating,
  page,
  onPageChange,
  finishedBefore,
  placeKnown,
  signedIn,
  listPath,
  actions,
}: ChapterReaderProps) {
  const [mode, setMode] = useReadingMode();
  const [dataSaver, setDataSaver] = useDataSaver();
  const { comicId, chapterId, pageCount, next } = chapterPages;
  useReaderProgress({
    comicId,
    chapterId: placeKnown ? chapterId : null,
    page,
    pageCount,
    signedIn,
    finishedBefore,
  });

  const nearEnd = page > pageCount - READER.prefetchFromEnd;
  const ahead = nearEnd && !dataSaver && next?.readable ? next.chapterId : null;
  const { chapterPages: nextPages } = useChapterPages(comicId, ahead);
  return (
    <PageReader
      series={chapterPages.comicTitle}
      chapterNumber={chapterPages.number}
      chapterTitle={chapterPages.title}
      pages={chapterPages.pages}
      page={Math.min(page, Math.max(pageCount, 1))}
      onPageChange={onPageChange}
      mode={mode}
      onModeChange={setMode}
      dataSaver={dataSaver}
      onDataSaverChange={setDataSaver}
      endCard={<ChapterEnd chapterPages={chapterPages} rating={rating} />}
      prefetch={ahead ? nextPages?.pages.slice(0, READER.prefetchPages) : undefined}
      actions={actions}
      downloadHref={chapterPages.pdf}
      backHref={listPath}
    />
  );
}
