import { chaptersPath } from '../../api/chapters';

/**
 * The reader at one chapter: the chapter (and the page, once turned) live in the address, so a
 * reload or a shared link opens the same place (spec: selecting a chapter opens pdfView).
 */
export function readerPath(comicId: string, chapterId: string, page?: number): string {
  const query = new URLSearchParams({ chapter: chapterId });
  if (page !== undefined) query.set('page', String(page));
  return `${chaptersPath(comicId)}/pdfView?${query.toString()}`;
}
