import type { Db } from '../db/database.ts';
import type { PageSize } from '../content/pages/images.ts';
import { mediaPaths } from '../content/media-paths.ts';

// chapter_pages: the size of each page of a chapter as an image, and the PDF it was measured
// from. The images themselves are rows of `media` under the chapter's pages folder.

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

/** The page images of a chapter already stored. */
export async function storedPageImages(db: Db, chapterId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('media')
    .select('path')
    .where('path', 'like', `${mediaPaths.pagesFolder(chapterId)}%`)
    .execute();
  return new Set(rows.map((r) => r.path));
}

/** Forgets a chapter's pages and their images (its PDF changed). */
export async function forgetChapterPages(db: Db, chapterId: string): Promise<void> {
  await db.deleteFrom('chapter_pages').where('chapter_id', '=', chapterId).execute();
  await db
    .deleteFrom('media')
    .where('path', 'like', `${mediaPaths.pagesFolder(chapterId)}%`)
    .execute();
}

/** Forgets the pages of those chapters that were measured from another PDF than the one given. */
export async function forgetReplacedPages(
  db: Db,
  chapters: { _id: string; chapPdf: string }[],
): Promise<void> {
  if (chapters.length === 0) return;
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
  for (const { chapter_id, pdf_path } of measured) {
    if (pdfOf.get(chapter_id) !== pdf_path) await forgetChapterPages(db, chapter_id);
  }
}
