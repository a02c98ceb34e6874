import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { paymentContext } from '../../plugins/payments.ts';
import { INVALID_EVENT, INVALID_SIGNATURE, receiveWebhook } from '../../payments/webhooks.ts';

const headers = z.object({
  'x-razorpay-signature': z
    .string({ error: INVALID_SIGNATURE })
    .min(1, INVALID_SIGNATURE)
    .max(256, INVALID_SIGNATURE),
  'x-razorpay-event-id': z.string().min(1).max(128).optional(),
});

const outcomeSchema = z.object({
  status: z.enum(['processed', 'deferred', 'ignored', 'duplicate']),
  note: z.string(),
});

/** POST /api/webhooks/razorpay: provider events, verified over the exact bytes received. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this plugin only: keep JSON bodies as bytes, since the signature covers them exactly
  // and re-serialising parsed JSON would not reproduce them.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/webhooks/razorpay',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Razorpay webhook (payment.captured, order.paid, payment.failed, subscription.*)',
        description:
          'X-Razorpay-Signature must be the hex HMAC-SHA256 of the raw body with the webhook secret ' +
          '(400 otherwise). Events are deduplicated by X-Razorpay-Event-Id, may arrive in any order ' +
          '(an event about an order not stored yet is kept and applied when it is), and grant through ' +
          'the same idempotent path as the confirm calls. Answers at once with what was done.',
        headers,
        response: { 200: envelopeOf(outcomeSchema), 400: failureSchema },
      },
    },
    async (request) => {
      const rawBody = request.body;
      if (!Buffer.isBuffer(rawBody)) throw badRequest(INVALID_EVENT);
      const signature = request.headers['x-razorpay-signature'];
      // Without an event id, identical bytes are the same event.
      const eventId =
        request.headers['x-razorpay-event-id'] ??
        `body_${crypto.createHash('sha256').update(rawBody).digest('hex')}`;
      return ok(await receiveWebhook(paymentContext(request), { eventId, rawBody, signature }));
    },
  );
};
