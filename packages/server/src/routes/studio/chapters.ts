import { randomBytes } from 'node:crypto';
import {
  CHAPTER_PAGES_MAX,
  CHAPTER_PDF_MAX_BYTES,
  chapterPagesProblem,
  chapterOrderSchema,
  chapterPdfProblem,
  chapterUploadSchema,
  publicationChangeSchema,
  STUDIO_COMICS_MESSAGES,
  STUDIO_MESSAGES,
  studioChapterSchema,
  UPLOAD_MESSAGES,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaPaths } from '../../content/media-paths.ts';
import { mailNewChapters } from '../../content/notify/new-chapters.ts';
import type { ChapterPagesJob } from '../../content/pages/uploaded.ts';
import { linearizePdf } from '../../content/pages/linearize.ts';
import { measurePdf } from '../../content/pages/render.ts';
import type { PageSize } from '../../content/pages/images.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { badRequest, fieldError, notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { CHAPTER_PAGES_JOB } from '../../plugins/jobs.ts';
import { requireRole } from '../../plugins/roles.ts';
import { saveChapterPages } from '../../repositories/chapter-pages.ts';
import {
  findStudioChapter,
  findStudioComic,
  listStudioChapters,
  nextChapterNumber,
  renumberChapters,
} from '../../repositories/studio-comics.ts';
import { audit } from '../../studio/audit.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';
import { publicationOf } from './publication.ts';
import { guarded, TAGS } from './schemas.ts';
import { refuseDeclaredOver, uploadedFilePath, uploadOf, type UploadRule } from './uploads.ts';

const editorOnly = requireRole('editor');
const contentId = z.string().regex(CONTENT_ID, INVALID_ID);

const PDF: UploadRule = {
  field: 'pdf',
  maxBytes: CHAPTER_PDF_MAX_BYTES,
  tooLarge: UPLOAD_MESSAGES.pdfTooLarge,
  missing: UPLOAD_MESSAGES.pdfRequired,
};

/** Each page's size, read from the PDF itself; a file MuPDF cannot open or without pages is refused. */
async function pagesOf(pdf: Buffer): Promise<PageSize[]> {
  const problem = chapterPdfProblem(pdf);
  if (problem) throw fieldError(PDF.field, problem);
  // One past the most: enough to know a file has too many.
  const sizes = await measurePdf(pdf, CHAPTER_PAGES_MAX + 1).catch(() => {
    throw fieldError(PDF.field, UPLOAD_MESSAGES.pdfUnreadable);
  });
  const pagesProblem = chapterPagesProblem(sizes);
  if (pagesProblem) throw fieldError(PDF.field, pagesProblem);
  return sizes;
}

/** Editor: a comic's chapters: uploading one as a PDF, their order, publishing each. */
export const studioChapterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/studio/comics/:comicId/chapters',
    {
      onRequest: [editorOnly, refuseDeclaredOver(PDF)],
      schema: {
        tags: TAGS,
        summary:
          'Add a chapter: multipart `title`, then `pdf` (a PDF by its bytes, at most 50 MB); a draft whose pages are made by a job (editor)',
        consumes: ['multipart/form-data'],
        params: z.object({ comicId: contentId }),
        response: { 201: envelopeOf(studioChapterSchema), ...guarded, 413: failureSchema },
      },
    },
    async (request, reply) => {
      const { comicId } = request.params;
      if (!(await findStudioComic(app.db, comicId))) throw notFound(STUDIO_MESSAGES.unknownComic);
      const { bytes, fields } = await uploadOf(request, PDF);
      const text = chapterUploadSchema.safeParse(fields);
      if (!text.success) {
        const errors = text.error.issues.map((i) => ({
          field: String(i.path[0] ?? 'title'),
          message: i.message,
        }));
        throw badRequest(errors[0]?.message ?? STUDIO_COMICS_MESSAGES.titleRequired, errors);
      }
      const sizes = await pagesOf(bytes);
      const id = randomBytes(12).toString('hex');
      // Linearized for the members' download; the original when qpdf cannot rewrite it.
      const pdf = (await linearizePdf(bytes)) ?? bytes;
      const pdfPath = uploadedFilePath(pdf, 'chapter.pdf');
      await app.media.save(pdfPath, 'application/pdf', pdf);
      await app.db.transaction().execute(async (trx) => {
        const number = await nextChapterNumber(trx, comicId);
        await trx
          .insertInto('chapters')
          .values({
            id,
            comic_id: comicId,
            number,
            title: text.data.title,
            chap_pdf: pdfPath,
            chap_image: mediaPaths.chapterImage(id),
            page_count: sizes.length,
            access: 'free',
            publication: 'draft',
            pages_ready: false,
          })
          .execute();
        await saveChapterPages(trx, id, { pdfPath, sizes });
        await app.jobs.send(CHAPTER_PAGES_JOB.name, { chapterId: id } satisfies ChapterPagesJob, {
          within: trx,
        });
        await audit(trx, request, {
          action: 'chapter.upload',
          target: { kind: 'chapter', id },
          before: null,
          after: { comicId, number, title: text.data.title, pdf: pdfPath, pages: sizes.length },
        });
      });
      const chapter = await findStudioChapter(app.db, id);
      if (!chapter) throw notFound(STUDIO_MESSAGES.unknownChapter);
      reply.code(201);
      return ok(withMediaBase(app, chapter), STUDIO_COMICS_MESSAGES.chapterUploaded);
    },
  );

  app.put(
    '/api/studio/comics/:comicId/chapter-order',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: "Reorder a comic's chapters: every chapter id once, in reading order (editor)",
        params: z.object({ comicId: contentId }),
        body: chapterOrderSchema,
        response: { 200: envelopeOf(z.array(studioChapterSchema)), ...guarded },
      },
    },
    async (request) => {
      const { comicId } = request.params;
      const { chapterIds } = request.body;
      const chapters = await app.db.transaction().execute(async (trx) => {
        if (!(await findStudioComic(trx, comicId))) throw notFound(STUDIO_MESSAGES.unknownComic);
        const before = await listStudioChapters(trx, comicId);
        const known = new Set(before.map((c) => c._id));
        if (chapterIds.length !== known.size || !chapterIds.every((id) => known.has(id)))
          throw fieldError('chapterIds', STUDIO_COMICS_MESSAGES.orderMismatch);
        await renumberChapters(trx, comicId, chapterIds);
        await audit(trx, request, {
          action: 'chapter.order',
          target: { kind: 'comic', id: comicId },
          before: before.map((c) => c._id),
          after: chapterIds,
        });
        return listStudioChapters(trx, comicId);
      });
      return ok(withMediaBase(app, chapters), STUDIO_COMICS_MESSAGES.orderSaved);
    },
  );

  app.put(
    '/api/studio/chapters/:chapterId/publication',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary:
          "Publish a chapter now (optionally mailing its comic's followers), schedule it, or take it back to a draft (editor)",
        params: z.object({ chapterId: contentId }),
        body: publicationChangeSchema,
        response: { 200: envelopeOf(studioChapterSchema), ...guarded },
      },
    },
    async (request) => {
      const { chapterId } = request.params;
      const now = app.now();
      const { notifyFollowers } = request.body;
      const change = publicationOf(request.body, now);
      const publishedNow = change.columns.publication === 'published';
      await app.db.transaction().execute(async (trx) => {
        const before = await findStudioChapter(trx, chapterId);
        if (!before) throw notFound(STUDIO_MESSAGES.unknownChapter);
        await trx
          .updateTable('chapters')
          .set({
            ...change.columns,
            notify_followers: notifyFollowers,
            // What "new" means for New for you: when it went out.
            ...(publishedNow && { published_at: now.toISOString() }),
          })
          .where('id', '=', chapterId)
          .execute();
        await audit(trx, request, {
          action: 'chapter.publication',
          target: { kind: 'chapter', id: chapterId },
          before: { publication: before.publication, publishAt: before.publishAt },
          after: { ...change.audited, notifyFollowers },
        });
      });
      // Mailed after the commit, as the import does; only followers of a published comic hear.
      if (publishedNow && notifyFollowers)
        await mailNewChapters(app.db, app.mailer, app.config.publicUrl, [chapterId], now);
      const chapter = await findStudioChapter(app.db, chapterId);
      if (!chapter) throw notFound(STUDIO_MESSAGES.unknownChapter);
      return ok(withMediaBase(app, chapter), change.message);
    },
  );
};
