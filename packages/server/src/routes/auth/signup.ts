import {
  consentPendingSchema,
  createSignupSchema,
  DEFAULT_LANGUAGE,
  isMinor,
  MESSAGES,
  signedInSchema,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { envelopeOf, failureSchema, ok, type FieldError } from '../../http/envelope.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { guardianConsentMail } from '../../mail/templates/index.ts';
import { consentPagePath } from '../consent/index.ts';
import { startSession } from '../../plugins/auth.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { createConsent } from '../../repositories/consents.ts';
import { linkChild } from '../../repositories/guardians.ts';
import { isUniqueViolation } from '../../repositories/errors.ts';
import { insertUser, takenFields, toUserRecord, type NewUser } from '../../repositories/users.ts';
import { hashPassword } from '../../security/passwords.ts';

export const CONSENT_PENDING_MESSAGE =
  'We have emailed your parent or guardian. Your account starts once they approve it.';
export const OWN_EMAIL_AS_GUARDIAN = 'Please enter the email of a parent or guardian, not your own';

const HOUR = 60 * 60 * 1000;

/** 409 naming each taken field; checked first for a clear answer, the unique indexes decide. */
async function refuseTaken(db: Db, email: string, username: string) {
  const taken = await takenFields(db, { email, username });
  const errors: FieldError[] = [
    ...(taken.email ? [{ field: 'email', message: MESSAGES.emailTaken }] : []),
    ...(taken.username ? [{ field: 'username', message: MESSAGES.usernameTaken }] : []),
  ];
  if (errors[0]) throw conflict(errors[0].message, errors);
}

/** Two signups racing for one email or username: the loser gets the same 409 as if it came second. */
async function insertOrConflict<T>(db: Db, user: NewUser, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseTaken(db, user.email, user.username);
    throw conflict(MESSAGES.emailTaken);
  }
}

/**
 * Stores the minor's account inactive, linked to its guardian (one guardian may hold several
 * children) with a consent request and the mail to the guardian, in one transaction: a consent
 * request is never left without its mail.
 */
async function createPendingMinor(
  app: FastifyInstance,
  user: NewUser,
  guardianEmail: string,
  now: Date,
) {
  const site = app.config.publicUrl;
  await insertOrConflict(app.db, user, () =>
    app.db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, user, now);
      await linkChild(trx, guardianEmail, row.id);
      const consent = await createConsent(trx, row.id, guardianEmail, now);
      const page = (decision: 'approve' | 'decline') =>
        site + consentPagePath(consent.id, consent.token, decision);
      const mail = guardianConsentMail({
        to: guardianEmail,
        childName: row.name,
        childEmail: row.email,
        approveLink: page('approve'),
        declineLink: page('decline'),
        dashboardLink: `${site}/guardian`,
        policyLink: `${site}/children-privacy-policy`,
        // The guardian has no account: the mail is in the language the child signed up in.
        language: row.language ?? DEFAULT_LANGUAGE,
      });
      await app.mailer.sendLater(mail, trx);
    }),
  );
}

/**
 * POST /api/signup: the whole payload of spec section 3 (both signup steps) in one call.
 * Adults get an active, signed-in account (201). Under 18 the account waits for a guardian (202).
 */
export const signupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/signup',
    {
      preValidation: limitPerIp({ name: 'signup', limit: 10, windowMs: HOUR }),
      schema: {
        tags: ['auth'],
        summary: 'Create an account (adults: signed in; under 18: waits for guardian consent)',
        description:
          'A date of birth under 18 requires guardianEmail. Such a signup answers 202 with ' +
          '`{ status: "consent_pending" }`; the guardian gets approve/decline links ' +
          "(the app's /guardian/consent page, which calls /api/consent/{id}/{token}). Approving activates the account; declining, or no answer " +
          'within 7 days, deletes everything stored.',
        body: createSignupSchema(() => app.now()),
        response: {
          201: envelopeOf(signedInSchema),
          202: envelopeOf(consentPendingSchema),
          400: failureSchema,
          409: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = app.now();
      const minor = isMinor(body.dob, now);
      if (minor && body.guardianEmail === body.email) {
        throw fieldError('guardianEmail', OWN_EMAIL_AS_GUARDIAN);
      }
      await refuseTaken(app.db, body.email, body.username);
      const user: NewUser = {
        email: body.email,
        username: body.username,
        name: body.name,
        dob: body.dob,
        passwordHash: await hashPassword(body.password),
        // A child account never receives marketing mail, whatever the form sent.
        newsLetter: body.newsLetter && !minor,
        status: minor ? 'pending_consent' : 'active',
        // The account keeps the language it was made in, for its mail (issue 19).
        language: requestLanguage(request),
      };
      if (minor && body.guardianEmail) {
        await createPendingMinor(app, user, body.guardianEmail, now);
        return reply
          .code(202)
          .send(ok({ status: 'consent_pending' as const }, CONSENT_PENDING_MESSAGE));
      }
      const created = await insertOrConflict(app.db, user, () => insertUser(app.db, user, now));
      const token = await startSession(request, reply, created);
      return reply.code(201).send(ok({ ...toUserRecord(created), token }, MESSAGES.signupSuccess));
    },
  );
};
