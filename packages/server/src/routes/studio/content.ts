import {
  chapterAccessSchema,
  comicEditSchema,
  comicSchema,
  STUDIO_MESSAGES,
  studioChapterAccessSchema,
  type StudioChapterAccess,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { requireRole } from '../../plugins/roles.ts';
import { findChapterRow, findComic, findComicRow } from '../../repositories/comics.ts';
import { audit } from '../../studio/audit.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';
import { guarded, TAGS } from './schemas.ts';

const editorOnly = requireRole('editor');
const contentId = z.string().regex(CONTENT_ID, INVALID_ID);

type ChapterRow = NonNullable<Awaited<ReturnType<typeof findChapterRow>>>;

function chapterAccessOf(row: ChapterRow): StudioChapterAccess {
  return {
    _id: row.id,
    comicId: row.comic_id,
    number: row.number,
    title: row.title,
    access: row.access,
    publicAt: row.public_at?.toISOString() ?? null,
  };
}

/**
 * Editor: a comic's descriptive fields and a chapter's access. Writes go to the content tables,
 * whose triggers bump the comics' content version, so every instance's cache and every client's
 * ETag see the change within CONTENT_CHECK_MS.
 */
export const contentEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/studio/comics/:comicId',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: "Edit a comic's title, authors, synopsis, rating, genres or status (editor)",
        params: z.object({ comicId: contentId }),
        body: comicEditSchema,
        response: { 200: envelopeOf(comicSchema), ...guarded },
      },
    },
    async (request) => {
      const { comicId } = request.params;
      const { authors, genres, ...plain } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const before = await findComicRow(trx, comicId);
        if (!before) throw notFound(STUDIO_MESSAGES.unknownComic);
        await trx
          .updateTable('comics')
          .set({
            ...plain,
            ...(authors && { authors: JSON.stringify(authors) }),
            ...(genres && { genres: JSON.stringify(genres) }),
          })
          .where('id', '=', comicId)
          .execute();
        // The body's fields are the columns' names: the entry keeps what each changed field held.
        const changed = Object.keys(request.body) as (keyof typeof request.body)[];
        await audit(trx, request, {
          action: 'comic.edit',
          target: { kind: 'comic', id: comicId },
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: request.body,
        });
      });
      const comic = await findComic(app.db, comicId, app.now(), 'studio');
      if (!comic) throw notFound(STUDIO_MESSAGES.unknownComic);
      return ok(withMediaBase(app, comic), STUDIO_MESSAGES.comicSaved);
    },
  );

  app.patch(
    '/api/studio/chapters/:chapterId',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary:
          "Set a chapter's access: free, members, or early with the moment it opens to everyone (editor)",
        params: z.object({ chapterId: contentId }),
        body: chapterAccessSchema,
        response: { 200: envelopeOf(studioChapterAccessSchema), ...guarded },
      },
    },
    async (request) => {
      const { chapterId } = request.params;
      const { access, publicAt } = request.body;
      const after = await app.db.transaction().execute(async (trx) => {
        const before = await findChapterRow(trx, chapterId);
        if (!before) throw notFound(STUDIO_MESSAGES.unknownChapter);
        await trx
          .updateTable('chapters')
          .set({ access, public_at: publicAt && new Date(publicAt).toISOString() })
          .where('id', '=', chapterId)
          .execute();
        const stored = await findChapterRow(trx, chapterId);
        if (!stored) throw notFound(STUDIO_MESSAGES.unknownChapter);
        const view = chapterAccessOf(stored);
        const { access: wasAccess, publicAt: wasPublicAt } = chapterAccessOf(before);
        await audit(trx, request, {
          action: 'chapter.access',
          target: { kind: 'chapter', id: chapterId },
          before: { access: wasAccess, publicAt: wasPublicAt },
          after: { access: view.access, publicAt: view.publicAt },
        });
        return view;
      });
      return ok(after, STUDIO_MESSAGES.chapterSaved);
    },
  );
};
