import type { SavedChapterItem } from '@ic/ui';
import { paths } from '../paths';
import type { SavedChapter } from './savedChapters';

/** A saved chapter as the offline library lists it: it opens the reader at that chapter. */
export function savedItem({ comicId, chapterPages, bytes }: SavedChapter): SavedChapterItem {
  return {
    id: chapterPages.chapterId,
    series: chapterPages.comicTitle,
    number: chapterPages.number,
    title: chapterPages.title,
    pageCount: chapterPages.pageCount,
    bytes,
    thumb: chapterPages.pages[0]?.thumb,
    href: paths.reader.href(comicId, chapterPages.chapterId),
  };
}
