// "Save for offline" (loaded only when a reader presses it): the chapter's pages answer asked
// again (the server decides access now), then each page's image at one width fitting this
// device and its thumbnail, fetched with this reader's session into their own cache.
import { offlineSource, type Rating } from '@ic/domain';
import { chapterPagesPath, getChapterPages } from '../api/pages';
import { narrowedPage, putSaved, type SavedChapter } from './savedChapters';
import { offlineCacheName } from './rules';

type SaveRequest = {
  user: string;
  comicId: string;
  chapterId: string;
  rating: Rating;
  /** Called after each image kept: done of total. */
  onProgress: (done: number, total: number) => void;
};

/** The screen's width in device pixels, the widest a page is shown (portrait or landscape). */
const screenPixels = () =>
  Math.max(window.screen.width, window.screen.height) * (window.devicePixelRatio || 1);

async function keep(cache: Cache, url: string): Promise<number> {
  // The reader's own session (cookie) goes with it: the server decides on this very request.
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`Page image refused (${response.status}): ${url}`);
  const bytes = (await response.clone().blob()).size;
  await cache.put(url, response);
  return bytes;
}

/** Saves the chapter; on any failure removes what it kept and rejects. */
export async function saveChapter(request: SaveRequest): Promise<SavedChapter> {
  const { user, comicId, chapterId, rating, onProgress } = request;
  const chapterPages = await getChapterPages(chapterPagesPath(comicId, chapterId));
  const width = screenPixels();
  const pages = chapterPages.pages.map((page) => {
    const kept = offlineSource(page.sources.avif, width);
    if (!kept) throw new Error(`Page ${page.number} has no image to keep`);
    return narrowedPage(page, kept);
  });
  const urls = pages.flatMap((page) => [page.sources.avif[0]?.url ?? '', page.thumb]);
  const cache = await caches.open(offlineCacheName(user));
  let bytes = 0;
  let done = 0;
  onProgress(done, pages.length);
  try {
    // One page at a time, its image and thumbnail together: the count moves page by page.
    for (const page of pages) {
      const sizes = await Promise.all(
        [page.sources.avif[0]?.url ?? '', page.thumb].map((url) => keep(cache, url)),
      );
      bytes += sizes.reduce((sum, size) => sum + size, 0);
      done += 1;
      onProgress(done, pages.length);
    }
  } catch (error) {
    await Promise.all(urls.map((url) => cache.delete(url)));
    throw error;
  }
  const saved: SavedChapter = {
    user,
    comicId,
    rating,
    chapterPages: { ...chapterPages, pages, pdf: null },
    urls,
    bytes,
    savedAt: new Date().toISOString(),
  };
  await putSaved(chapterId, saved);
  return saved;
}
