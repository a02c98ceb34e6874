import type { Db } from '../db/database.ts';
import type { PageSize } from '../content/pages/images.ts';
import { mediaPaths } from '../content/media-paths.ts';
import type { Stores } from '../media/store.ts';

// chapter_pages: the size of each page of a chapter as an image, and the PDF it was measured
// from. The images themselves are in the media store under the chapter's pages folder.

export interface MeasuredPages {
  pdfPath: string;
  sizes: PageSize[];
}

export async function findChapterPages(db: Db, chapterId: string): Promise<MeasuredPages | null> {
  const rows = await db
    .selectFrom('chapter_pages')
    .select(['number', 'width', 'height', 'pdf_path'])
    .where('chapter_id', '=', chapterId)
    .orderBy('number')
    .execute();
  const [first] = rows;
  if (!first) return null;
  return { pdfPath: first.pdf_path, sizes: rows.map(({ width, height }) => ({ width, height })) };
}

/** Stores the sizes; another instance measuring the same PDF at the same time is no conflict. */
export async function saveChapterPages(
  db: Db,
  chapterId: string,
  { pdfPath, sizes }: MeasuredPages,
): Promise<void> {
  if (sizes.length === 0) return;
  await db
    .insertInto('chapter_pages')
    .values(
      sizes.map((size, index) => ({
        chapter_id: chapterId,
        number: index + 1,
        ...size,
        pdf_path: pdfPath,
      })),
    )
    .onConflict((oc) => oc.columns(['chapter_id', 'number']).doNothing())
    .execute();
}

/** Forgets a chapter's measured sizes and its images (its PDF changed). */
export async function forgetChapterPages({ db, media }: Stores, chapterId: string): Promise<void> {
  await db.deleteFrom('chapter_pages').where('chapter_id', '=', chapterId).execute();
  await media.deleteUnder(mediaPaths.pagesFolder(chapterId));
}

/**
 * Forgets the sizes of those chapters that were measured from another PDF than the one given,
 * and answers their ids: the caller deletes their images once its transaction commits (the
 * store is not part of it).
 */
export async function forgetReplacedPages(
  db: Db,
  chapters: { _id: string; chapPdf: string }[],
): Promise<string[]> {
  if (chapters.length === 0) return [];
  const measured = await db
    .selectFrom('chapter_pages')
    .select(['chapter_id', 'pdf_path'])
    .distinct()
    .where(
      'chapter_id',
      'in',
      chapters.map((c) => c._id),
    )
    .execute();
  const pdfOf = new Map(chapters.map((c) => [c._id, c.chapPdf]));
  const replaced = measured
    .filter(({ chapter_id, pdf_path }) => pdfOf.get(chapter_id) !== pdf_path)
    .map(({ chapter_id }) => chapter_id);
  if (replaced.length > 0) {
    await db.deleteFrom('chapter_pages').where('chapter_id', 'in', replaced).execute();
  }
  return replaced;
}
