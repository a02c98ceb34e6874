import { randomBytes } from 'node:crypto';
import {
  comicCreateSchema,
  COVER_MAX_BYTES,
  coverProblem,
  coverTypeOf,
  publicationChangeSchema,
  STUDIO_COMICS_MESSAGES,
  STUDIO_MESSAGES,
  studioComicDetailSchema,
  studioComicPageSchema,
  studioComicSchema,
  studioComicsQuerySchema,
  UPLOAD_MESSAGES,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaPaths } from '../../content/media-paths.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { requireRole } from '../../plugins/roles.ts';
import {
  findStudioComic,
  findStudioComicDetail,
  listStudioComics,
} from '../../repositories/studio-comics.ts';
import { audit } from '../../studio/audit.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';
import { publicationOf } from './publication.ts';
import { guarded, TAGS } from './schemas.ts';
import {
  refuseDeclaredOver,
  refuseHugePicture,
  uploadedFilePath,
  uploadOf,
  type UploadRule,
} from './uploads.ts';

const editorOnly = requireRole('editor');
const comicParams = z.object({ comicId: z.string().regex(CONTENT_ID, INVALID_ID) });

const COVER: UploadRule = {
  field: 'cover',
  maxBytes: COVER_MAX_BYTES,
  tooLarge: UPLOAD_MESSAGES.coverTooLarge,
  missing: UPLOAD_MESSAGES.coverRequired,
};
const COVER_NAMES = {
  'image/png': 'cover.png',
  'image/jpeg': 'cover.jpg',
  'image/webp': 'cover.webp',
};

/** Ids like the seed's (24 hex), but random: a draft's address cannot be guessed from its title. */
const newContentId = () => randomBytes(12).toString('hex');

/** Editor: the studio's comics, whatever their publication; creating one, its cover, publishing it. */
export const studioComicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio/comics',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'Every comic, drafts included, newest first; q: part of the title (editor)',
        querystring: studioComicsQuerySchema,
        response: { 200: envelopeOf(studioComicPageSchema), ...guarded },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await listStudioComics(app.db, request.query);
      const meta = { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) };
      return ok({ items: withMediaBase(app, items), meta });
    },
  );

  app.get(
    '/api/studio/comics/:comicId',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'A comic and its chapters, drafts included (editor)',
        params: comicParams,
        response: { 200: envelopeOf(studioComicDetailSchema), ...guarded },
      },
    },
    async (request) => {
      const comic = await findStudioComicDetail(app.db, request.params.comicId);
      if (!comic) throw notFound(STUDIO_MESSAGES.unknownComic);
      return ok(withMediaBase(app, comic));
    },
  );

  app.post(
    '/api/studio/comics',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'Create a comic as a draft; its cover is drawn until one is uploaded (editor)',
        body: comicCreateSchema,
        response: { 201: envelopeOf(studioComicDetailSchema), ...guarded },
      },
    },
    async (request, reply) => {
      const id = newContentId();
      const now = app.now();
      const { authors, genres, ...plain } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('comics')
          .select((eb) => eb.fn.max('rank').as('rank'))
          .executeTakeFirst();
        await trx
          .insertInto('comics')
          .values({
            id,
            ...plain,
            rank: Number(last?.rank ?? 0) + 1,
            authors: JSON.stringify(authors),
            genres: JSON.stringify(genres),
            cover_img: mediaPaths.comicCover(id),
            released_year: now.getUTCFullYear(),
            created_at: now.toISOString(),
            publication: 'draft',
          })
          .execute();
        await audit(trx, request, {
          action: 'comic.create',
          target: { kind: 'comic', id },
          before: null,
          after: request.body,
        });
      });
      const comic = await findStudioComicDetail(app.db, id);
      if (!comic) throw notFound(STUDIO_MESSAGES.unknownComic);
      reply.code(201);
      return ok(withMediaBase(app, comic), STUDIO_COMICS_MESSAGES.comicCreated);
    },
  );

  app.put(
    '/api/studio/comics/:comicId/cover',
    {
      onRequest: [editorOnly, refuseDeclaredOver(COVER)],
      schema: {
        tags: TAGS,
        summary: 'Upload a cover: multipart field `cover`, PNG, JPEG or WebP by its bytes (editor)',
        consumes: ['multipart/form-data'],
        params: comicParams,
        response: { 200: envelopeOf(studioComicSchema), ...guarded, 413: failureSchema },
      },
    },
    async (request) => {
      const { comicId } = request.params;
      const before = await findStudioComic(app.db, comicId);
      if (!before) throw notFound(STUDIO_MESSAGES.unknownComic);
      const { bytes } = await uploadOf(request, COVER);
      const problem = coverProblem(bytes);
      const type = coverTypeOf(bytes);
      if (problem || !type) throw fieldError(COVER.field, problem ?? UPLOAD_MESSAGES.notPicture);
      await refuseHugePicture(bytes, COVER.field);
      const path = uploadedFilePath(bytes, COVER_NAMES[type]);
      await app.media.save(path, type, bytes);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('comics')
          .set({ cover_img: path })
          .where('id', '=', comicId)
          .execute();
        await audit(trx, request, {
          action: 'comic.cover',
          target: { kind: 'comic', id: comicId },
          before: { coverImg: before.coverImg },
          after: { coverImg: path },
        });
      });
      const comic = await findStudioComic(app.db, comicId);
      if (!comic) throw notFound(STUDIO_MESSAGES.unknownComic);
      return ok(withMediaBase(app, comic), STUDIO_COMICS_MESSAGES.coverSaved);
    },
  );

  app.put(
    '/api/studio/comics/:comicId/publication',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'Publish a comic now, schedule it, or take it back to a draft (editor)',
        params: comicParams,
        body: publicationChangeSchema,
        response: { 200: envelopeOf(studioComicSchema), ...guarded },
      },
    },
    async (request) => {
      const { comicId } = request.params;
      const change = publicationOf(request.body, app.now());
      await app.db.transaction().execute(async (trx) => {
        const before = await findStudioComic(trx, comicId);
        if (!before) throw notFound(STUDIO_MESSAGES.unknownComic);
        await trx.updateTable('comics').set(change.columns).where('id', '=', comicId).execute();
        await audit(trx, request, {
          action: 'comic.publication',
          target: { kind: 'comic', id: comicId },
          before: { publication: before.publication, publishAt: before.publishAt },
          after: change.audited,
        });
      });
      const comic = await findStudioComic(app.db, comicId);
      if (!comic) throw notFound(STUDIO_MESSAGES.unknownComic);
      return ok(withMediaBase(app, comic), change.message);
    },
  );
};
