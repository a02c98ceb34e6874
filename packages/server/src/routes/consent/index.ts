import { consentDecisionSchema } from '@ic/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { accountActivatedMail } from '../../mail/templates.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { deleteConsentsOf, findConsent } from '../../repositories/consents.ts';
import { activateUser, deleteUser } from '../../repositories/users.ts';
import { linkParamsSchema } from '../auth/schemas.ts';
import { decisionPage, donePage, DONE_TEXT, INVALID_LINK_TEXT, invalidLinkPage } from './pages.ts';

const decisionSchema = consentDecisionSchema.shape.decision;
const HOUR = 60 * 60 * 1000;

/** The guardian's browser posts a plain HTML form; API clients post JSON. */
function parseForm(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );
}

const wantsJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').includes('application/json');

async function decide(
  app: FastifyInstance,
  userId: string,
  decision: z.infer<typeof decisionSchema>,
) {
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    if (decision === 'decline') return deleteUser(trx, userId);
    await activateUser(trx, userId, now);
    await deleteConsentsOf(trx, userId);
  });
}

function answerHtml(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Under helmet's no-referrer, Chrome posts the page's form with `Origin: null`, which the CSRF
      // check refuses; same-origin still keeps the secret link out of any other site's logs.
      .header('referrer-policy', 'same-origin')
      .send(html)
  );
}

/**
 * Guardian consent for under-18 signups. The mailed links open a page (GET changes nothing,
 * so mail scanners that follow links decide nothing); its buttons post the decision.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  parseForm(app);
  const limit = limitPerIp({ name: 'consent', limit: 30, windowMs: HOUR });

  app.get(
    '/api/consent/:id/:token',
    {
      preValidation: limit,
      schema: {
        tags: ['consent'],
        summary: 'The page a guardian opens from the consent mail (HTML)',
        params: linkParamsSchema,
        querystring: z.object({ decision: decisionSchema.optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      const { id, token } = request.params;
      const consent = await findConsent(app.db, id, token, app.now());
      if (!consent) return answerHtml(reply, 404, invalidLinkPage());
      const action = `/api/consent/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;
      return answerHtml(reply, 200, decisionPage(action, consent.name, request.query.decision));
    },
  );

  app.post(
    '/api/consent/:id/:token',
    {
      preValidation: limit,
      schema: {
        tags: ['consent'],
        summary: "Record a guardian's decision: approve activates the account, decline deletes it",
        params: linkParamsSchema,
        body: consentDecisionSchema,
        response: {
          200: envelopeOf(consentDecisionSchema),
          404: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, token } = request.params;
      const { decision } = request.body;
      const consent = await findConsent(app.db, id, token, app.now());
      if (!consent) {
        if (wantsJson(request)) throw notFound(INVALID_LINK_TEXT);
        return answerHtml(reply, 404, invalidLinkPage());
      }
      await decide(app, consent.user_id, decision);
      if (decision === 'approve') {
        app.mailer.sendLater(accountActivatedMail(consent.email, `${app.config.publicUrl}/login`));
      }
      if (wantsJson(request)) return ok({ decision }, DONE_TEXT[decision]);
      return answerHtml(reply, 200, donePage(decision));
    },
  );
};
