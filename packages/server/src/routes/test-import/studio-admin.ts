import { emailField } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { makeAdmin } from '../../studio/make-admin.ts';

// End-to-end tests only (TEST_IMPORT=true, refused in production), for the reason the test
// import has: `npm run studio:admin` cannot open the e2e server's embedded database beside it, so
// a journey runs the command's own makeAdmin (account, admin role, audit, the mailed link) here.

/** POST /api/test/studio-admin: registered only when TEST_IMPORT is on. */
export const testStudioAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/studio-admin',
    {
      schema: {
        tags: ['test'],
        summary: 'TEST ONLY (TEST_IMPORT=true): what npm run studio:admin -- email does',
        body: z.object({ email: emailField() }).strict(),
        response: { 200: envelopeOf(z.object({ userId: z.string() })), 400: failureSchema },
      },
    },
    async (request) => {
      const deps = { mailer: app.mailer, publicUrl: app.config.publicUrl };
      const { user } = await makeAdmin(app.db, deps, request.body.email, app.now());
      return ok({ userId: user.id });
    },
  );
};
