import { feedbackSchema, MESSAGES, toFeedback } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { insertErrorReport, insertFeedback } from '../../repositories/feedback.ts';

const HOUR = 60 * 60 * 1000;
export const ERROR_REPORT_THANKS = 'Thank you, the report reached our team.';

/** What the app sends when something breaks; designed here (the spec does not show it). */
export const errorReportSchema = z.object({
  message: z
    .string({ error: 'Please describe the problem' })
    .trim()
    .min(1, 'Please describe the problem')
    .max(2000),
  page: z.string().trim().max(500).optional(),
  details: z.string().max(10_000).optional(),
});

const created = { 201: envelopeOf(z.null()), 400: failureSchema, 429: failureSchema };

/** POST /api/feedback (signed in or not; a bearer token links it to the account) and POST /api/error-report. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      preValidation: limitPerIp({ name: 'feedback', limit: 20, windowMs: HOUR }),
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback; a subject of Custom is replaced by customSubject',
        body: feedbackSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const entry = toFeedback(request.body);
      await insertFeedback(app.db, { ...entry, userId: request.user?.id ?? null }, app.now());
      return reply.code(201).send(ok(null, MESSAGES.feedbackSuccess));
    },
  );

  app.post(
    '/api/error-report',
    {
      preValidation: limitPerIp({ name: 'error-report', limit: 30, windowMs: HOUR }),
      schema: {
        tags: ['feedback'],
        summary: 'Report a problem seen in the app (message, page, technical details)',
        body: errorReportSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const { message, page, details } = request.body;
      const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
      await insertErrorReport(
        app.db,
        {
          userId: request.user?.id ?? null,
          message,
          page: page ?? null,
          details: details ?? null,
          userAgent,
        },
        app.now(),
      );
      return reply.code(201).send(ok(null, ERROR_REPORT_THANKS));
    },
  );
};
