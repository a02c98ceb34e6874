import {
  loginAnswerSchema,
  loginSchema,
  MESSAGES,
  STUDIO_MESSAGES,
  type LoginAnswer,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failureSchema, withKey } from '../../http/envelope.ts';
import { forbidden, tooMany, unauthorized } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { startSession } from '../../plugins/auth.ts';
import { clear, hit, peek } from '../../repositories/rate-limits.ts';
import {
  findUserByEmail,
  toUserRecord,
  updateUser,
  type UserRow,
} from '../../repositories/users.ts';
import { verifyPassword } from '../../security/passwords.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed logins allowed per account, then per client IP, in 15 minutes. */
export const LOGIN_LIMITS = { account: 5, ip: 20 } as const;
export const PENDING_CONSENT_MESSAGE =
  'Your account is waiting for your parent or guardian to approve it.';

/** The counter of failed logins for one account; a password reset clears it. */
export const loginFailureKey = (email: string) => `login-account:${email}`;

const failureKeys = (request: FastifyRequest, email: string) => ({
  account: loginFailureKey(email),
  ip: `login-ip:${request.ip}`,
});

export async function refuseWhenLimited(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
) {
  const { db } = request.server;
  const now = request.server.now();
  const keys = failureKeys(request, email);
  const [account, ip] = await Promise.all([peek(db, keys.account, now), peek(db, keys.ip, now)]);
  const blocked = [
    account.count >= LOGIN_LIMITS.account && account,
    ip.count >= LOGIN_LIMITS.ip && ip,
  ].find(Boolean);
  if (blocked) {
    const seconds = Math.ceil((blocked.resetAt.getTime() - now.getTime()) / 1000);
    reply.header('retry-after', Math.max(1, seconds));
    throw tooMany();
  }
}

export async function countFailure(request: FastifyRequest, email: string) {
  const { db } = request.server;
  const now = request.server.now();
  const keys = failureKeys(request, email);
  await hit(db, keys.account, FIFTEEN_MINUTES, now);
  await hit(db, keys.ip, FIFTEEN_MINUTES, now);
}

/**
 * The account's language, for its mail and the app (which switches to it after a login): an
 * account without one takes the language it first signs in with (issue 19).
 */
async function withLanguage(app: FastifyInstance, request: FastifyRequest, user: UserRow) {
  if (user.language !== null) return user;
  return updateUser(app.db, user.id, { language: requestLanguage(request) }, app.now());
}

/**
 * POST /api/login: unknown email and wrong password answer alike, after the same hashing work.
 * The session is in `data` (our app) and again in `token: { token, user }` (the original site's
 * clients read it there).
 */
export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; rotates the session and sets the sid and user cookies',
        body: loginSchema,
        response: {
          200: loginAnswerSchema,
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply): Promise<LoginAnswer> => {
      const { email, password } = request.body;
      await refuseWhenLimited(request, reply, email);
      const user = await findUserByEmail(app.db, email);
      const valid = await verifyPassword(user?.password_hash, password);
      if (!valid || !user) {
        await countFailure(request, email);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      if (user.status === 'suspended') throw forbidden(STUDIO_MESSAGES.accountSuspended);
      if (user.status !== 'active') throw forbidden(PENDING_CONSENT_MESSAGE);
      await clear(app.db, failureKeys(request, email).account);
      const token = await startSession(request, reply, user);
      const record = toUserRecord(await withLanguage(app, request, user));
      return {
        success: true,
        data: { ...record, token },
        ...withKey(MESSAGES.loginSuccess),
        token: { token, user: record },
      };
    },
  );
};
