import {
  GUARDIAN_MESSAGES,
  guardianLinkRequestSchema,
  guardianLinkSentSchema,
  guardianSessionRequestSchema,
  guardianSessionSchema,
} from '@ic/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearGuardianCookie, GUARDIAN_COOKIE, setGuardianCookie } from '../../http/cookies.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { guardianSignInMail } from '../../mail/templates/index.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import {
  claimGuardianLink,
  createGuardianLink,
  createGuardianSession,
  deleteGuardianSession,
  findGuardianByEmail,
} from '../../repositories/guardians.ts';
import { hit } from '../../repositories/rate-limits.ts';

const HOUR = 60 * 60 * 1000;
/** Sign-in mails per address per hour: enough for a lost mail, too few to flood an inbox. */
const MAILS_PER_ADDRESS = 3;

/**
 * Mails a sign-in link when the address is a guardian's; the caller cannot tell either way. A
 * guardian has no account: the mail is in the language the link was asked for in.
 */
async function mailSignInLink(app: FastifyInstance, request: FastifyRequest, email: string) {
  const guardian = await findGuardianByEmail(app.db, email);
  if (!guardian) return;
  const now = app.now();
  const sent = await hit(app.db, `guardian-link-mail:${guardian.email}`, HOUR, now);
  if (sent.count > MAILS_PER_ADDRESS) return;
  const token = await createGuardianLink(app.db, guardian.id, now);
  const link = `${app.config.publicUrl}/guardian/sign-in?token=${encodeURIComponent(token)}`;
  await app.mailer.sendLater(guardianSignInMail(guardian.email, link, requestLanguage(request)));
}

/** POST /api/guardian/link, /session and /logout: a mailed single-use link opens a guardian session. */
export const guardianSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/guardian/link',
    {
      preValidation: limitPerIp({ name: 'guardian-link', limit: 10, windowMs: HOUR }),
      schema: {
        tags: ['guardian'],
        summary: "Mail a guardian's sign-in link; the answer is the same for any address",
        description:
          'Mails `PUBLIC_URL/guardian/sign-in?token=<id>.<secret>` (single use, 30 minutes) when ' +
          'the address is a guardian’s, at most 3 an hour per address. 10 requests an hour per IP.',
        body: guardianLinkRequestSchema,
        response: {
          200: envelopeOf(guardianLinkSentSchema),
          400: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request) => {
      await mailSignInLink(app, request, request.body.email);
      return ok({ sent: true as const }, GUARDIAN_MESSAGES.linkSent);
    },
  );

  app.post(
    '/api/guardian/session',
    {
      preValidation: limitPerIp({ name: 'guardian-session', limit: 30, windowMs: HOUR }),
      schema: {
        tags: ['guardian'],
        summary: 'Exchange a mailed sign-in token (once) for a guardian session cookie',
        description:
          'Sets `gsid` (HttpOnly, SameSite=Lax, Path=/api/guardian): the session ends after 2 hours ' +
          'without a request and 12 hours after sign-in. An expired, used or forged token answers ' +
          '400 and changes nothing.',
        body: guardianSessionRequestSchema,
        response: {
          200: envelopeOf(guardianSessionSchema),
          400: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const guardian = await claimGuardianLink(app.db, request.body.token, app.now());
      if (!guardian) throw badRequest(GUARDIAN_MESSAGES.linkInvalid);
      // A session the browser already had is replaced, never kept beside the new one.
      const previous = request.cookies[GUARDIAN_COOKIE];
      if (previous) await deleteGuardianSession(app.db, previous);
      const session = await createGuardianSession(app.db, guardian.id, app.now());
      setGuardianCookie(reply, session.secret, session.expiresAt);
      return ok({ email: guardian.email });
    },
  );

  app.post(
    '/api/guardian/logout',
    {
      schema: {
        tags: ['guardian'],
        summary: 'End the guardian session and clear its cookie (200 also when signed out)',
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const secret = request.cookies[GUARDIAN_COOKIE];
      if (secret) await deleteGuardianSession(app.db, secret);
      clearGuardianCookie(reply);
      return ok(null, GUARDIAN_MESSAGES.signedOut);
    },
  );
};
