import { followListSchema, newForYouSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_READER } from '../../http/access.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { setHeadersKeepingVary } from '../../http/vary.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { comicRowFor } from '../../repositories/comics.ts';
import { follow, listFollows, newForYou, unfollow } from '../../repositories/follows.ts';
import { COMIC_NOT_FOUND } from '../comics/index.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';

const TAGS = ['follows'];
/** A chapter stays new this long, unless the reader opens it first. */
export const NEW_FOR_YOU_DAYS = 30;
const NEW_FOR_YOU_MAX = 12;

const comicParams = z.object({
  comicId: z.string().regex(CONTENT_ID, INVALID_ID).describe('24 lowercase hex characters'),
});

/** POST/DELETE /api/follows/:comicId, GET /api/follows and GET /api/new-for-you: signed in only. */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  // Each answer is one reader's: no cache may keep or share it.
  app.addHook('onSend', async (_request, reply) => {
    setHeadersKeepingVary(reply, PER_READER);
  });

  const answerFollows = async (userId: string) =>
    ok(withMediaBase(app, { follows: await listFollows(app.db, userId) }));

  app.get(
    '/api/follows',
    {
      schema: {
        tags: TAGS,
        summary: 'The series the caller follows, newest follow first',
        response: { 200: envelopeOf(followListSchema), 401: failureSchema },
      },
    },
    async (request) => answerFollows(currentUser(request).id),
  );

  app.post(
    '/api/follows/:comicId',
    {
      schema: {
        tags: TAGS,
        summary: 'Follow a series (following twice is following once); answers every follow',
        params: comicParams,
        response: {
          200: envelopeOf(followListSchema),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { comicId } = request.params;
      if (!(await comicRowFor(app.db, comicId, 'public'))) throw notFound(COMIC_NOT_FOUND);
      await follow(app.db, user.id, comicId);
      return answerFollows(user.id);
    },
  );

  app.delete(
    '/api/follows/:comicId',
    {
      schema: {
        tags: TAGS,
        summary: 'Stop following a series (not following is fine); answers every follow',
        params: comicParams,
        response: {
          200: envelopeOf(followListSchema),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await unfollow(app.db, user.id, request.params.comicId);
      return answerFollows(user.id);
    },
  );

  app.get(
    '/api/new-for-you',
    {
      schema: {
        tags: TAGS,
        summary: `Chapters of followed series published in the last ${NEW_FOR_YOU_DAYS} days and not opened yet`,
        description: `Newest first, at most ${NEW_FOR_YOU_MAX}. A chapter leaves the row once the reader opens it.`,
        response: { 200: envelopeOf(newForYouSchema), 401: failureSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const chapters = await newForYou(
        app.db,
        user.id,
        app.now(),
        NEW_FOR_YOU_DAYS,
        NEW_FOR_YOU_MAX,
      );
      return ok(withMediaBase(app, { chapters }));
    },
  );
};
