import {
  accessRefusalSchema,
  chapterPagesSchema,
  decideChapterAccess,
  isMember,
  PAGE_WIDTHS,
  previewQuerySchema,
  type ChapterPage,
  type ChapterRef,
  type PageFormat,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaPaths } from '../../content/media-paths.ts';
import type { PageSize } from '../../content/pages/images.ts';
import { chapterPageSizes } from '../../content/pages/store.ts';
import { CHAPTER_LIST_HEADERS, lockOf, refuseAccess } from '../../http/access.ts';
import { setHeadersKeepingVary } from '../../http/vary.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { readerOf } from '../../plugins/reader.ts';
import { comicRowFor, listChapters, rulesOf } from '../../repositories/comics.ts';
import { previewOf, withPreview, type Preview } from '../../studio/preview.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';
import { CHAPTER_NOT_FOUND } from '../reading/index.ts';

export const PAGES_UNAVAILABLE = "This chapter's pages are not available.";

const contentId = z.string().regex(CONTENT_ID, INVALID_ID).describe('24 lowercase hex characters');

const DESCRIPTION = [
  'The pages as images for the reader: each page at 480, 960 and 1600 px wide in AVIF and WebP',
  '(smallest first, for srcset) and a ~160 px WebP thumbnail, with its size at 1600 px wide so',
  'the page keeps its place before any image loads. The images are made from the PDF once: at',
  'import, or on first request for seeded chapters. `pdf` is the original PDF, for members only.',
  '`prev`/`next` say whether this caller may open them. 401/403 with the lock when the caller',
  'may not read the chapter. Signed out: `public, no-cache`; signed in: `private, no-cache`.',
].join(' ');

function pageOf(
  chapterId: string,
  size: PageSize,
  index: number,
  preview: Preview | null,
): ChapterPage {
  const number = index + 1;
  const sources = (format: PageFormat) =>
    PAGE_WIDTHS.map((width) => ({
      width,
      url: withPreview(
        mediaPaths.pageImage(chapterId, number, { kind: 'page', width, format }),
        preview,
      ),
    }));
  return {
    number,
    ...size,
    thumb: withPreview(mediaPaths.pageImage(chapterId, number, { kind: 'thumb' }), preview),
    sources: { avif: sources('avif'), webp: sources('webp') },
  };
}

/** GET /comicChap/:comicId/chapters/:chapterId/pages: a chapter's pages for the image reader. */
export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comicChap/:comicId/chapters/:chapterId/pages',
    {
      schema: {
        tags: ['comics'],
        summary: "A chapter's pages as images, for this caller",
        description: DESCRIPTION,
        params: z.object({ comicId: contentId, chapterId: contentId }),
        querystring: previewQuerySchema,
        response: {
          200: envelopeOf(chapterPagesSchema),
          400: failureSchema,
          401: accessRefusalSchema,
          403: accessRefusalSchema,
          404: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { comicId, chapterId } = request.params;
      const now = app.now();
      const preview = await previewOf(request, request.query.preview);
      const audience = preview?.audience ?? 'public';
      const [comic, chapters, reader] = await Promise.all([
        comicRowFor(app.db, comicId, audience),
        listChapters(app.db, comicId, audience),
        preview?.reader ?? readerOf(request),
      ]);
      const index = chapters.findIndex((c) => c._id === chapterId);
      const chapter = chapters[index];
      if (!comic || !chapter) throw notFound(CHAPTER_NOT_FOUND);
      const decision = decideChapterAccess(reader, rulesOf(chapter), now);
      if (!decision.read) return refuseAccess(reply, reader, decision, chapter.rating);
      const sizes = await chapterPageSizes(app, chapter);
      if (!sizes) throw notFound(PAGES_UNAVAILABLE);
      const refOf = (at: number): ChapterRef | null => {
        const other = chapters[at];
        if (!other) return null;
        const verdict = decideChapterAccess(reader, rulesOf(other), now);
        const { _id, number, title } = other;
        return { chapterId: _id, number, title, readable: verdict.read, lock: lockOf(verdict) };
      };
      setHeadersKeepingVary(reply, CHAPTER_LIST_HEADERS[reader.kind]);
      return ok({
        chapterId,
        comicId,
        comicTitle: comic.title,
        number: chapter.number,
        title: chapter.title,
        pageCount: sizes.length,
        pdf: isMember(reader, now) ? chapter.chapPdf : null,
        pages: sizes.map((size, i) => pageOf(chapterId, size, i, preview)),
        prev: refOf(index - 1),
        next: refOf(index + 1),
      });
    },
  );
};
