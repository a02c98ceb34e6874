import { userRecordSchema, verifyEmailSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { findUserById, toUserRecord } from '../../repositories/users.ts';

export const NO_CODE_NEEDED =
  'No verification code is needed: IC Universe accounts are ready at signup.';

/**
 * POST /api/verifyemail: the original signup went on to a mailed code. Our accounts need none (an
 * adult's is active at signup, a child's waits for its guardian, not for a code), so any code is
 * answered with success, and with the user record when a session comes along. Never 404.
 */
export const verifyEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/verifyemail',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm a signup code (none is needed here): always success',
        description:
          'For clients of the original signup, which sends `{ code }` after signing up. No account ' +
          'needs a mailed code, so the answer is 200 whatever the code; `data` is the signed-in ' +
          'user record (session cookie or bearer token), or null when signed out.',
        body: verifyEmailSchema,
        response: { 200: envelopeOf(userRecordSchema.nullable()), 400: failureSchema },
      },
    },
    async (request) => {
      const row = request.user ? await findUserById(app.db, request.user.id) : undefined;
      return ok(row ? toUserRecord(row) : null, NO_CODE_NEEDED);
    },
  );
};
