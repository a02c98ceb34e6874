import { inMemory, type ServedMedia, type Stores } from '../../media/store.ts';
import {
  findChapterPages,
  forgetChapterPages,
  saveChapterPages,
} from '../../repositories/chapter-pages.ts';
import { findChapter } from '../../repositories/comics.ts';
import { generateMedia } from '../../routes/media/generate.ts';
import { mediaPaths, parseGeneratedPath } from '../media-paths.ts';
import { CONTENT_TYPES, formatOf, PAGE_IMAGES, type PageImage, type PageSize } from './images.ts';
import { measurePdf, renderPageImage } from './render.ts';

// A chapter's pages as images, made once and kept in the media store. Imports render every page
// up front; seeded chapters are made lazily: the first request measures the chapter (one per
// chapter at a time) and makes the image it asks for (one per image at a time), later requests
// read the store. Several instances may do the same work at once: the inserts keep the first.

/** What a page needs of its chapter. */
export interface PagedChapter {
  _id: string;
  chapPdf: string;
}

/** Work in flight by key: a burst of first requests waits for one run. */
function once<T>(running: Map<string, Promise<T>>, key: string, work: () => Promise<T>) {
  const existing = running.get(key);
  if (existing) return existing;
  const started = work().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

const measuring = new Map<string, Promise<PageSize[] | null>>();
const rendering = new Map<string, Promise<ServedMedia | undefined>>();

/** The chapter's PDF: stored (imported, or a seeded one drawn before), else drawn now. */
async function pdfOf(stores: Stores, chapter: PagedChapter): Promise<Buffer | undefined> {
  const stored = await stores.media.read(chapter.chapPdf);
  if (stored) return stored.body;
  const generated = parseGeneratedPath(chapter.chapPdf);
  if (generated?.kind !== 'chapter-pdf') return undefined;
  return (await generateMedia(stores, chapter.chapPdf, generated))?.body;
}

async function measure(stores: Stores, chapter: PagedChapter): Promise<PageSize[] | null> {
  const known = await findChapterPages(stores.db, chapter._id);
  if (known?.pdfPath === chapter.chapPdf) return known.sizes;
  // Measured from another file: the chapter was given a new PDF, so its old images go too.
  if (known) await forgetChapterPages(stores, chapter._id);
  const pdf = await pdfOf(stores, chapter);
  if (!pdf) return null;
  const sizes = await measurePdf(pdf);
  await saveChapterPages(stores.db, chapter._id, { pdfPath: chapter.chapPdf, sizes });
  return sizes;
}

/**
 * Each page's size (PAGE_FULL_WIDTH wide), measured from the PDF the first time; null when the
 * chapter's PDF is not in our store (an external URL).
 */
export function chapterPageSizes(
  stores: Stores,
  chapter: PagedChapter,
): Promise<PageSize[] | null> {
  return once(measuring, chapter._id, () => measure(stores, chapter));
}

async function make(
  stores: Stores,
  chapter: PagedChapter,
  page: number,
  image: PageImage,
  path: string,
) {
  const stored = await stores.media.find(path);
  if (stored) return stored;
  const size = (await chapterPageSizes(stores, chapter))?.[page - 1];
  const pdf = size && (await pdfOf(stores, chapter));
  if (!size || !pdf) return undefined;
  const body = await renderPageImage(pdf, page, size, image);
  return inMemory(await stores.media.save(path, CONTENT_TYPES[formatOf(image)], body));
}

/** One image of a page (from 1): from the store, else made now; undefined beyond the last page. */
export function chapterPageImage(
  stores: Stores,
  chapter: PagedChapter,
  page: number,
  image: PageImage,
): Promise<ServedMedia | undefined> {
  const path = mediaPaths.pageImage(chapter._id, page, image);
  return once(rendering, path, () => make(stores, chapter, page, image, path));
}

/** The media route's way in: a page image path, parsed, for a chapter that exists. */
export async function pageImageAt(
  stores: Stores,
  at: { chapterId: string; page: number; image: PageImage },
): Promise<ServedMedia | undefined> {
  const chapter = await findChapter(stores.db, at.chapterId);
  return chapter && chapterPageImage(stores, chapter, at.page, at.image);
}

export interface RenderedChapter {
  pages: number;
  /** Images made now. */
  made: number;
  /** Images that were already in the store. */
  kept: number;
}

/**
 * Makes every image of every page that is not stored yet (an import, or the media:pages
 * command); null when the chapter's PDF is not in our store. A page's images encode in parallel.
 */
export async function renderChapterPages(
  stores: Stores,
  chapter: PagedChapter,
): Promise<RenderedChapter | null> {
  const sizes = await chapterPageSizes(stores, chapter);
  if (!sizes) return null;
  const stored = new Set(await stores.media.list(mediaPaths.pagesFolder(chapter._id)));
  let made = 0;
  for (let page = 1; page <= sizes.length; page += 1) {
    const missing = PAGE_IMAGES.filter(
      (image) => !stored.has(mediaPaths.pageImage(chapter._id, page, image)),
    );
    await Promise.all(missing.map((image) => chapterPageImage(stores, chapter, page, image)));
    made += missing.length;
  }
  return { pages: sizes.length, made, kept: sizes.length * PAGE_IMAGES.length - made };
}
