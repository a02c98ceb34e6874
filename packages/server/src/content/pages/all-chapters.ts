import { performance } from 'node:perf_hooks';
import type { Stores } from '../../media/store.ts';
import { renderChapterPages } from './store.ts';

// Every chapter's page images, made where missing: the migration of existing data to the image
// reader (npm run media:pages). Running it again makes nothing new.

export interface PagesMigration {
  chapters: number;
  pages: number;
  /** Images made by this run. */
  made: number;
  /** Images that were already stored. */
  kept: number;
  /** Chapters whose PDF is not in our store (an external URL): nothing to draw from. */
  skipped: number;
}

export async function renderAllChapterPages(
  stores: Stores,
  log: (line: string) => void = () => {},
): Promise<PagesMigration> {
  const chapters = await stores.db
    .selectFrom('chapters')
    .innerJoin('comics', 'comics.id', 'chapters.comic_id')
    .select([
      'chapters.id as _id',
      'chapters.chap_pdf as chapPdf',
      'chapters.number',
      'comics.title',
    ])
    .orderBy('comics.rank')
    .orderBy('chapters.number')
    .execute();
  const total: PagesMigration = { chapters: 0, pages: 0, made: 0, kept: 0, skipped: 0 };
  for (const chapter of chapters) {
    const started = performance.now();
    const done = await renderChapterPages(stores, chapter);
    const name = `${chapter.title}, chapter ${chapter.number}`;
    if (!done) {
      total.skipped += 1;
      log(`${name}: skipped (its PDF ${chapter.chapPdf} is not in the media store)`);
      continue;
    }
    total.chapters += 1;
    total.pages += done.pages;
    total.made += done.made;
    total.kept += done.kept;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`${name}: ${done.pages} pages, ${done.made} images made, ${done.kept} kept (${seconds} s)`);
  }
  return total;
}
