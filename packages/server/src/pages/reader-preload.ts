import {
  decideChapterAccess,
  PAGE_FULL_WIDTH,
  PAGE_WIDTHS,
  parsePage,
  unmeasuredPageSizes,
  type Reader,
} from '@ic/domain';
import { paths } from '@ic/domain/paths';
import type { FastifyRequest } from 'fastify';
import { mediaPaths } from '../content/media-paths.ts';
import type { Db } from '../db/database.ts';
import { escapeHtml } from '../http/html.ts';
import { savesData } from '../http/save-data.ts';
import { readerOf } from '../plugins/reader.ts';
import { findChapterPages } from '../repositories/chapter-pages.ts';
import { findChapter, rulesOf } from '../repositories/comics.ts';
import { CONTENT_ID } from '../routes/content/schemas.ts';
import type { MatchedRoute } from './match.ts';

/** The pages JSON the reader asks for, at exactly its address (app/src/api/pages.ts). */
export const chapterPagesPath = (comicId: string, chapterId: string) =>
  `${paths.chapters.href(comicId)}/${encodeURIComponent(chapterId)}/pages`;

/**
 * The first screen of the reader, asked for with the HTML instead of after the app's script: the
 * pages JSON and the opening page's picture, for a reader the access decision lets read the
 * chapter (signed out: free chapters only). Goes first in <head> (earlyInHead), ahead of the
 * app's scripts, which would otherwise share the bandwidth with it.
 *
 * The picture carries the reader's srcset (the AVIF sources under 1600 px) and, for a page the
 * server `drawn`, the very sizes its <img> has (the domain's unmeasuredPageSizes), so the
 * browser fetches it once. A page the browser draws measures its stage first; that size is known
 * ahead on portrait screens alone (the screen's width, ui's openingPicture), so the preload only
 * applies there. Under Save-Data the reader picks the smallest picture itself: no picture here.
 * The app's fetch sends credentials, hence use-credentials. Empty when the reader may not read
 * the chapter, or its pages are not measured yet.
 */
export async function openingPreload(
  db: Db,
  route: MatchedRoute,
  reader: Reader,
  now: Date,
  { drawn, saveData }: { drawn: boolean; saveData: boolean },
): Promise<string> {
  const { comicId = '' } = route.params;
  const chapterId = route.query.get('chapter') ?? '';
  if (!CONTENT_ID.test(comicId) || !CONTENT_ID.test(chapterId)) return '';
  const chapter = await findChapter(db, chapterId);
  if (chapter?.comicId !== comicId) return '';
  if (!decideChapterAccess(reader, rulesOf(chapter), now).read) return '';
  // A drawn page holds the pages JSON already.
  const json = drawn
    ? ''
    : `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(chapterPagesPath(comicId, chapterId))}">`;
  if (saveData) return json;
  const measured = await findChapterPages(db, chapterId);
  const page = parsePage(route.query.get('page')) ?? 1;
  const size = measured?.sizes[page - 1];
  if (!size) return json;
  const srcset = PAGE_WIDTHS.filter((width) => width < PAGE_FULL_WIDTH)
    .map(
      (width) =>
        `${mediaPaths.pageImage(chapterId, page, { kind: 'page', width, format: 'avif' })} ${width}w`,
    )
    .join(', ');
  const fit = drawn
    ? `imagesizes="${escapeHtml(unmeasuredPageSizes(size))}"`
    : 'imagesizes="100vw" media="(orientation: portrait)"';
  return `${json}<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcset)}" ${fit} fetchpriority="high">`;
}

/** The preload for the reader who asks (the page the browser draws: signed in, or Save-Data). */
export async function readerPreload(request: FastifyRequest, route: MatchedRoute): Promise<string> {
  return openingPreload(request.server.db, route, await readerOf(request), request.server.now(), {
    drawn: false,
    saveData: savesData(request),
  });
}
