import { decideChapterAccess, PAGE_FULL_WIDTH, PAGE_WIDTHS, parsePage } from '@ic/domain';
import { paths } from '@ic/domain/paths';
import type { FastifyRequest } from 'fastify';
import { mediaPaths } from '../content/media-paths.ts';
import { escapeHtml } from '../http/html.ts';
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
 * pages JSON and the opening page's picture, for a visitor the access decision lets read the
 * chapter (signed out: free chapters only). The picture carries the srcset and sizes the reader
 * uses on a portrait screen (ui's openingPicture: the AVIF sources under 1600 px, the screen's
 * width); a landscape screen's size is known only once the reader measures it, so the preload
 * applies to portrait screens alone. The app's fetch sends credentials, hence use-credentials.
 * Empty when the visitor may not read it, or its pages are not measured yet.
 */
export async function readerPreload(request: FastifyRequest, route: MatchedRoute): Promise<string> {
  const { comicId = '' } = route.params;
  const chapterId = route.query.get('chapter') ?? '';
  if (!CONTENT_ID.test(comicId) || !CONTENT_ID.test(chapterId)) return '';
  const { db } = request.server;
  const [chapter, reader] = await Promise.all([findChapter(db, chapterId), readerOf(request)]);
  if (chapter?.comicId !== comicId) return '';
  if (!decideChapterAccess(reader, rulesOf(chapter), request.server.now()).read) return '';
  const json = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(chapterPagesPath(comicId, chapterId))}">`;
  const measured = await findChapterPages(db, chapterId);
  const page = parsePage(route.query.get('page')) ?? 1;
  if (!measured || page > measured.sizes.length) return json;
  const srcset = PAGE_WIDTHS.filter((width) => width < PAGE_FULL_WIDTH)
    .map(
      (width) =>
        `${mediaPaths.pageImage(chapterId, page, { kind: 'page', width, format: 'avif' })} ${width}w`,
    )
    .join(', ');
  return `${json}<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcset)}" imagesizes="100vw" media="(orientation: portrait)" fetchpriority="high">`;
}
