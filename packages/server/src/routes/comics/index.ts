import { chapterSchema, comicSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { findComic, listChapters, listComics } from '../../repositories/comics.ts';
import { idParams } from '../content/schemas.ts';

export const COMIC_NOT_FOUND = 'Comic not found.';
const TAGS = ['comics'];

/** GET /comic, /comic/:id and /comicChap/:id/chapters (chapter PDFs and images live under /media). */
export const comicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comic',
    {
      schema: {
        tags: TAGS,
        summary: 'Every comic, newest first',
        response: { 200: envelopeOf(z.array(comicSchema)) },
      },
    },
    async () => ok(await listComics(app.db)),
  );

  app.get(
    '/comic/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One comic (the chapter screen shows its title)',
        params: idParams,
        response: { 200: envelopeOf(comicSchema), 400: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const comic = await findComic(app.db, request.params.id);
      if (!comic) throw notFound(COMIC_NOT_FOUND);
      return ok(comic);
    },
  );

  app.get(
    '/comicChap/:id/chapters',
    {
      schema: {
        tags: TAGS,
        summary: "A comic's chapters in order; chapPdf and chapImage are URLs under /media",
        params: idParams,
        response: {
          200: envelopeOf(z.array(chapterSchema)),
          400: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [comic, chapters] = await Promise.all([
        findComic(app.db, id),
        listChapters(app.db, id),
      ]);
      if (!comic) throw notFound(COMIC_NOT_FOUND);
      return ok(chapters);
    },
  );
};
