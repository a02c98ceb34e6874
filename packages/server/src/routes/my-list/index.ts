import { MESSAGES, myListKindSchema, myListSchema, type MyListKind } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { PER_READER } from '../../http/access.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { setHeadersKeepingVary } from '../../http/vary.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { findCharacter } from '../../repositories/characters.ts';
import { comicRowFor } from '../../repositories/comics.ts';
import { addToMyList, listMyList, removeFromMyList } from '../../repositories/my-list.ts';
import { COMIC_NOT_FOUND } from '../comics/index.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';

const TAGS = ['my-list'];

const itemParams = z.object({
  kind: myListKindSchema,
  id: z.string().regex(CONTENT_ID, INVALID_ID).describe('24 lowercase hex characters'),
});

const exists: Record<MyListKind, (db: Db, id: string) => Promise<unknown>> = {
  comic: (db, id) => comicRowFor(db, id, 'public'),
  character: findCharacter,
};
const NOT_FOUND: Record<MyListKind, string> = {
  comic: COMIC_NOT_FOUND,
  character: MESSAGES.noCharacter,
};

/** GET /api/my-list and PUT/DELETE /api/my-list/:kind/:id: signed in only. */
export const myListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  // Each answer is one reader's: no cache may keep or share it.
  app.addHook('onSend', async (_request, reply) => {
    setHeadersKeepingVary(reply, PER_READER);
  });

  const answerList = async (userId: string) =>
    ok(withMediaBase(app, { items: await listMyList(app.db, userId) }));

  app.get(
    '/api/my-list',
    {
      schema: {
        tags: TAGS,
        summary: "The comics and characters on the caller's list, newest first",
        response: { 200: envelopeOf(myListSchema), 401: failureSchema },
      },
    },
    async (request) => answerList(currentUser(request).id),
  );

  app.put(
    '/api/my-list/:kind/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a comic or a character (adding twice is adding once); answers the list',
        params: itemParams,
        response: {
          200: envelopeOf(myListSchema),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { kind, id } = request.params;
      if (!(await exists[kind](app.db, id))) throw notFound(NOT_FOUND[kind]);
      await addToMyList(app.db, user.id, kind, id);
      return answerList(user.id);
    },
  );

  app.delete(
    '/api/my-list/:kind/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Take a comic or a character off the list (absent is fine); answers the list',
        params: itemParams,
        response: {
          200: envelopeOf(myListSchema),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { kind, id } = request.params;
      await removeFromMyList(app.db, user.id, kind, id);
      return answerList(user.id);
    },
  );
};
