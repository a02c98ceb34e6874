import type { Stores } from '../../media/store.ts';
import { renderChapterPages } from './store.ts';

// A chapter uploaded in the studio shows "processing" until every image of its pages is made:
// the upload answers at once, the chapter-pages job does the drawing (about 2 s a page).

export interface ChapterPagesJob {
  chapterId: string;
}

/** Makes every image of the chapter's pages, then marks its pages ready. */
export async function makeUploadedPages(stores: Stores, { chapterId }: ChapterPagesJob) {
  const chapter = await stores.db
    .selectFrom('chapters')
    .select(['id as _id', 'chap_pdf as chapPdf'])
    .where('id', '=', chapterId)
    .executeTakeFirst();
  // Deleted since: nothing to make.
  if (!chapter) return;
  await renderChapterPages(stores, chapter);
  await stores.db
    .updateTable('chapters')
    .set({ pages_ready: true })
    .where('id', '=', chapterId)
    .where('chap_pdf', '=', chapter.chapPdf)
    .execute();
}
