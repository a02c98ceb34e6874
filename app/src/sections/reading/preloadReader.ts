import type { ChapterPages } from '@ic/domain';
import { openingPicture } from '@ic/ui';
import { preload } from 'swr';
import { preloadChapters } from '../../api/chapters';
import { chapterPagesPath, getChapterPages } from '../../api/pages';
import { preloadProgress } from '../../api/progress';
import { readUserCookie } from '../../session';
import { readLocalProgress } from './localProgress';
import { openingPage } from './openingPage';
import { dataSaverNow, storedMode } from './readerSettings';

/** The chapters whose opening picture has been preloaded: a second visit adds no second link. */
const preloaded = new Set<string>();

function preloadPicture(pages: ChapterPages, page: number) {
  const shown = pages.pages[page - 1];
  const picture =
    shown &&
    openingPicture(shown, {
      width: window.innerWidth,
      height: window.innerHeight,
      vertical: storedMode() === 'vertical',
      dataSaver: dataSaverNow(),
    });
  const key = `${pages.chapterId}:${page}`;
  if (!picture || preloaded.has(key)) return;
  preloaded.add(key);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.type = picture.type;
  link.imageSrcset = picture.srcSet;
  link.imageSizes = picture.sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * Asks for everything the reader waits for before its first page, ahead of the reader's code,
 * with the very keys and fetchers its hooks use (SWR hands the answers over, nothing is asked
 * twice): the chapter list (its locks), the chapter's pages and, signed in, the reader's place.
 * Once the pages (and the place) are known, the picture the reader will open on is preloaded
 * with the same srcset and sizes (a <link rel=preload>), so it is not asked for only after the
 * reader has rendered. Where the size is not known in advance (a landscape screen), only the
 * data is asked for.
 */
export function preloadReader(comicId: string, chapterId: string | null, params: URLSearchParams) {
  preloadChapters(comicId);
  if (!chapterId) return;
  const pages = preload(chapterPagesPath(comicId, chapterId), getChapterPages);
  const place: Promise<Parameters<typeof openingPage>[1]> = readUserCookie()
    ? preloadProgress(comicId).then((progress) =>
        progress.entries.find((entry) => entry.chapterId === chapterId),
      )
    : Promise.resolve(readLocalProgress()[chapterId]);
  Promise.all([pages, place]).then(
    ([chapterPages, saved]) => preloadPicture(chapterPages, openingPage(params, saved)),
    // The reader asks again and shows what went wrong (a lock, a missing chapter).
    () => undefined,
  );
}
