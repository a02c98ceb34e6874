import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentImportError, importContent } from '../../content/import/index.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';

// End-to-end tests only (TEST_IMPORT=true, refused in production): the e2e server owns its
// embedded database, which a second process (the import command) cannot open beside it, so a
// journey publishes a chapter through this route instead: the command's own importContent, with
// the followers' mail, in the running server.

const importSchema = z
  .object({ folder: z.string().min(1).describe('An absolute path on the server') })
  .strict();

const summarySchema = z.record(z.string(), z.number());

/** POST /api/test/import: registered only when TEST_IMPORT is on. */
export const testImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/import',
    {
      schema: {
        tags: ['test'],
        summary: 'TEST ONLY (TEST_IMPORT=true): import a content folder as the import command does',
        body: importSchema,
        response: { 200: envelopeOf(summarySchema), 400: failureSchema },
      },
    },
    async (request) => {
      const notify = { mailer: app.mailer, publicUrl: app.config.publicUrl };
      try {
        return ok(await importContent(app, request.body.folder, app.now(), { notify }));
      } catch (error) {
        if (error instanceof ContentImportError) throw badRequest(error.message);
        throw error;
      }
    },
  );
};
