import {
  forgotPasswordSchema,
  MESSAGES,
  resetLinkSentSchema,
  resetPasswordSchema,
} from '@ic/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { passwordChangedMail, passwordResetMail } from '../../mail/templates/index.ts';
import { endSession } from '../../plugins/auth.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { claimReset, createReset, retireResets } from '../../repositories/password-resets.ts';
import { clear, hit } from '../../repositories/rate-limits.ts';
import { deleteUserSessions } from '../../repositories/sessions.ts';
import {
  findUserByEmail,
  findUserById,
  setPasswordHash,
  type UserRow,
} from '../../repositories/users.ts';
import { hashPassword } from '../../security/passwords.ts';
import { loginFailureKey } from './login.ts';
import { linkParamsSchema } from './schemas.ts';

const HOUR = 60 * 60 * 1000;
/** Reset mails per address per hour: enough for a typo, too few to flood someone's inbox. */
const MAILS_PER_ADDRESS = 3;

/**
 * Mail about an account is in the account's language; one without a language yet gets the
 * request's (a reset asked from a signed-out browser in Hindi is mailed in Hindi).
 */
const languageOf = (user: UserRow, request: FastifyRequest) =>
  user.language ?? requestLanguage(request);

async function mailResetLink(app: FastifyInstance, request: FastifyRequest, email: string) {
  const user = await findUserByEmail(app.db, email);
  if (!user || user.status !== 'active') return;
  const now = app.now();
  const sent = await hit(app.db, `reset-mail:${email}`, HOUR, now);
  if (sent.count > MAILS_PER_ADDRESS) return;
  const reset = await createReset(app.db, user.id, now);
  const link = `${app.config.publicUrl}/reset-password/${reset.id}/${reset.token}`;
  await app.mailer.sendLater(passwordResetMail(user.email, link, languageOf(user, request)));
}

/** Sets the new password, spends the link (and every other) and ends all sessions, atomically. */
async function resetPassword(app: FastifyInstance, id: string, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  const now = app.now();
  return app.db.transaction().execute(async (trx) => {
    const userId = await claimReset(trx, id, token, now);
    if (!userId) throw badRequest(MESSAGES.resetLinkInvalid);
    await setPasswordHash(trx, userId, passwordHash, now);
    await retireResets(trx, userId, now);
    await deleteUserSessions(trx, userId);
    return userId;
  });
}

/** POST /api/forget-password and POST /api/forget-password/:id/:token. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/forget-password',
    {
      preValidation: limitPerIp({ name: 'forgot', limit: 10, windowMs: HOUR }),
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link; the answer is the same whether or not the account exists',
        body: forgotPasswordSchema,
        response: {
          200: envelopeOf(resetLinkSentSchema),
          400: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request) => {
      await mailResetLink(app, request, request.body.email);
      return ok({ sent: true as const }, MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/api/forget-password/:id/:token',
    {
      preValidation: limitPerIp({ name: 'reset', limit: 20, windowMs: HOUR }),
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with a mailed link (single use, 30 minutes); ends every session',
        params: linkParamsSchema,
        body: resetPasswordSchema,
        response: { 200: envelopeOf(z.null()), 400: failureSchema, 429: failureSchema },
      },
    },
    async (request, reply) => {
      const { id, token } = request.params;
      const userId = await resetPassword(app, id, token, request.body.newPassword);
      await endSession(request, reply);
      const user = await findUserById(app.db, userId);
      if (user) {
        await clear(app.db, loginFailureKey(user.email));
        await app.mailer.sendLater(
          passwordChangedMail(
            user.email,
            `${app.config.publicUrl}/login`,
            languageOf(user, request),
          ),
        );
      }
      return ok(null, MESSAGES.resetSuccess);
    },
  );
};
