import { consentDecisionSchema, consentRequestSchema, GUARDIAN_MESSAGES } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideRegistration } from '../../accounts/guardian-decision.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { findConsent } from '../../repositories/consents.ts';
import { linkParamsSchema } from '../auth/schemas.ts';

const decisionSchema = consentDecisionSchema.shape.decision;
const HOUR = 60 * 60 * 1000;

const DONE_TEXT = { approve: GUARDIAN_MESSAGES.approved, decline: GUARDIAN_MESSAGES.declined };

/** The app's consent page for a request: `/guardian/consent?token=<id>.<secret>&decision=…`. */
export function consentPagePath(id: string, token: string, decision?: 'approve' | 'decline') {
  const query = new URLSearchParams({ token: `${id}.${token}` });
  if (decision) query.set('decision', decision);
  return `/guardian/consent?${query.toString()}`;
}

/**
 * Guardian consent for under-18 signups. The mailed links open the app's consent page, which
 * reads whose sign-up it is here and posts the decision (a GET decides nothing, so mail scanners
 * that follow links decide nothing). Links mailed before the page existed pointed at the API
 * address: they are sent on to the page.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = limitPerIp({ name: 'consent', limit: 30, windowMs: HOUR });

  app.get(
    '/api/consent/:id/:token',
    {
      schema: {
        tags: ['consent'],
        summary: 'An older consent link: redirects to the consent page of the app',
        params: linkParamsSchema,
        querystring: z.object({ decision: decisionSchema.optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      const { id, token } = request.params;
      return reply
        .header('cache-control', 'no-store')
        .redirect(consentPagePath(id, token, request.query.decision), 302);
    },
  );

  app.get(
    '/api/consent/:id/:token/request',
    {
      preValidation: limit,
      schema: {
        tags: ['consent'],
        summary: 'Whose sign-up a consent link is about (the consent page shows it before asking)',
        params: linkParamsSchema,
        response: { 200: envelopeOf(consentRequestSchema), 404: failureSchema },
      },
    },
    async (request, reply) => {
      const { id, token } = request.params;
      const consent = await findConsent(app.db, id, token, app.now());
      if (!consent) throw notFound(GUARDIAN_MESSAGES.consentLinkInvalid);
      reply.header('cache-control', 'no-store');
      return ok({ childName: consent.name, childEmail: consent.email });
    },
  );

  app.post(
    '/api/consent/:id/:token',
    {
      preValidation: limit,
      schema: {
        tags: ['consent'],
        summary: "Record a guardian's decision: approve activates the account, decline deletes it",
        description: 'The decision is recorded in the guardian audit trail, as from the dashboard.',
        params: linkParamsSchema,
        body: consentDecisionSchema,
        response: {
          200: envelopeOf(consentDecisionSchema),
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request) => {
      const { id, token } = request.params;
      const { decision } = request.body;
      const consent = await findConsent(app.db, id, token, app.now());
      if (!consent) throw notFound(GUARDIAN_MESSAGES.consentLinkInvalid);
      const child = { id: consent.user_id, email: consent.email };
      await decideRegistration(app, child, consent.guardian_email, decision);
      return ok({ decision }, DONE_TEXT[decision]);
    },
  );
};
