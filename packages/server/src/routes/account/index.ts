import {
  ACCESS_MESSAGES,
  createProfileSchema,
  isMinor,
  LANGUAGES,
  MESSAGES,
  userRecordSchema,
} from '@ic/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearAuthCookies, setUserCookie } from '../../http/cookies.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { conflict, fieldError, forbidden } from '../../http/errors.ts';
import { eraseAccount } from '../../accounts/erase.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { isChildRequest } from '../../plugins/reader.ts';
import { isUniqueViolation } from '../../repositories/errors.ts';
import { unsubscribe } from '../../repositories/newsletter.ts';
import {
  findUserById,
  takenFields,
  toUserRecord,
  updateUser,
  type ProfileChanges,
  type UserRow,
} from '../../repositories/users.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { countFailure, refuseWhenLimited } from '../auth/login.ts';

export const PROFILE_SAVED = 'Profile saved.';
export const ACCOUNT_DELETED = 'Your account and personal data have been deleted.';
export const MINOR_PROFILE =
  'Accounts for people under 18 need a parent or guardian: please sign up again with their email';
export const WRONG_PASSWORD = 'Your password is not correct';

function answerUser(reply: FastifyReply, row: UserRow, message?: string) {
  const record = toUserRecord(row);
  setUserCookie(reply, record);
  return ok(record, message);
}

/** PATCH /api/profile, PATCH /api/account/newsletter, PATCH /api/account/language, DELETE /api/account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  app.patch(
    '/api/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Signup profile completion / profile edit: name, dob, username, avatar',
        description: 'Answers the updated user record (the app stores it as `user`).',
        body: createProfileSchema(() => app.now()),
        response: {
          200: envelopeOf(userRecordSchema),
          400: failureSchema,
          401: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { name, dob, username, avatar } = request.body;
      if (dob !== undefined && isMinor(dob, app.now())) throw fieldError('dob', MINOR_PROFILE);
      if ((await takenFields(app.db, { username }, user.id)).username) {
        throw conflict(MESSAGES.usernameTaken, [
          { field: 'username', message: MESSAGES.usernameTaken },
        ]);
      }
      const changes: ProfileChanges = {
        name,
        username,
        ...(dob !== undefined && { dob }),
        ...(avatar !== undefined && { avatar }),
      };
      const row = await updateUser(app.db, user.id, changes, app.now()).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(MESSAGES.usernameTaken) : error;
      });
      return answerUser(reply, row, PROFILE_SAVED);
    },
  );

  app.patch(
    '/api/account/newsletter',
    {
      schema: {
        tags: ['account'],
        summary: 'The subscription-mail toggle of My Account',
        description: 'A child account’s mail stays off: turning it on answers 403.',
        body: z.object({ newsLetter: z.boolean() }),
        response: {
          200: envelopeOf(userRecordSchema),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { newsLetter } = request.body;
      if (newsLetter && (await isChildRequest(request)))
        throw forbidden(ACCESS_MESSAGES.childNewsletter);
      const row = await app.db.transaction().execute(async (trx) => {
        if (!newsLetter) await unsubscribe(trx, user.email);
        return updateUser(trx, user.id, { news_letter: newsLetter }, app.now());
      });
      return answerUser(reply, row);
    },
  );

  app.patch(
    '/api/account/language',
    {
      schema: {
        tags: ['account'],
        summary: 'The language the reader chose with the switch (issue 19)',
        description:
          'Kept on the account so mail can be written in it; the site itself follows the `lang` cookie.',
        body: z.object({ language: z.enum(LANGUAGES) }),
        response: {
          200: envelopeOf(userRecordSchema),
          400: failureSchema,
          401: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await updateUser(app.db, user.id, { language: request.body.language }, app.now());
      return answerUser(reply, row);
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account and its personal data (asks for the password again)',
        description:
          'One transaction: the user, sessions, tokens, feedback, newsletter entry, addresses and ' +
          'memberships go; orders stay for the accounts, no longer linked to the person.',
        body: z.object({
          password: z
            .string({ error: MESSAGES.passwordRequired })
            .min(1, MESSAGES.passwordRequired)
            .max(1000),
        }),
        response: {
          200: envelopeOf(z.null()),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // A stolen session must not become a way to guess the password: same limits as login.
      await refuseWhenLimited(request, reply, user.email);
      const row = await findUserById(app.db, user.id);
      if (!(await verifyPassword(row?.password_hash, request.body.password))) {
        await countFailure(request, user.email);
        throw forbidden(WRONG_PASSWORD);
      }
      await eraseAccount(app.db, app.payments, user, app.now());
      clearAuthCookies(reply);
      return ok(null, ACCOUNT_DELETED);
    },
  );
};
