import { parsePage } from '@ic/domain';
import { openingPicture } from '@ic/ui';
import { preload } from 'swr';
import { chapterPagesPath, getChapterPages } from '../../api/pages';
import { readLocalProgress } from './localProgress';
import { dataSaverNow, storedMode } from './readerSettings';

/**
 * Asks for a chapter's pages ahead of the reader's code and, once they are known, for the
 * picture it will open on, with the same srcset and sizes (a <link rel=preload>), so that
 * picture is not asked for only after the reader has rendered. Where the size is not known in
 * advance (a landscape screen), or the page is not (signed in, the account's place), only the
 * pages are asked for.
 */
export function preloadOpening(comicId: string, chapterId: string, params: URLSearchParams) {
  const saved = readLocalProgress()[chapterId];
  const page = parsePage(params.get('page')) ?? (saved && !saved.finished ? saved.page : 1);
  preload(chapterPagesPath(comicId, chapterId), getChapterPages).then(
    (pages) => {
      const first = pages.pages[page - 1];
      const picture =
        first &&
        openingPicture(first, {
          width: window.innerWidth,
          height: window.innerHeight,
          vertical: storedMode() === 'vertical',
          dataSaver: dataSaverNow(),
        });
      if (!picture) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.type = picture.type;
      link.imageSrcset = picture.srcSet;
      link.imageSizes = picture.sizes;
      link.fetchPriority = 'high';
      document.head.append(link);
    },
    // The reader asks again and shows what went wrong (a lock, a missing chapter).
    () => undefined,
  );
}
