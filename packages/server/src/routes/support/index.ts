import {
  confirmPaymentSchema,
  contributorSchema,
  createSupportSchema,
  CORPORATES,
  donationConfirmationSchema,
  MESSAGES,
  paymentOrderSchema,
  receiptNumber,
  supportStatsSchema,
  type SupportType,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound, paymentRequired, unauthorized } from '../../http/errors.ts';
import { confirmCheckout, startCheckout } from '../../payments/checkout.ts';
import { paymentContext } from '../../plugins/payments.ts';
import type { PublicContent } from '../../plugins/public-cache/index.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { refuseChildPurchase } from '../../plugins/reader.ts';
import {
  listContributors,
  startOfNextIndianMonth,
  supportStatistics,
} from '../../repositories/donations.ts';
import { runIdempotently } from '../../repositories/idempotency.ts';
import { findOrderByProviderId } from '../../repositories/orders.ts';
import {
  CHECKOUT_RATE,
  idempotencyHeadersSchema,
  idempotencyOf,
  toPaymentOrder,
} from '../payments/schemas.ts';

export const MONTHLY_NEEDS_LOGIN = 'Please log in to set up a monthly donation.';
export const DONATION_NOT_FOUND = 'Donation not found.';
/** What a client that never opens a checkout shows (as the spec's donation failure alert). */
export const DONATION_NEEDS_PAYMENT =
  'No donation was made: a donation counts only once it is paid. Please donate on our Support Us page.';

const DESCRIPTIONS: Record<SupportType, string> = {
  'one-time': 'One-time Support for IC Universe',
  monthly: 'Monthly Support for IC Universe',
};

/** The month's funds change with the calendar too. */
const STATISTICS: PublicContent = {
  areas: ['support'],
  changesAt: async (_request, now) => startOfNextIndianMonth(now),
};

/** POST /support/create and /support/confirm, GET /support/statistics and /support/contributors. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support/create',
    {
      onRequest: limitPerIp(CHECKOUT_RATE),
      preValidation: refuseChildPurchase,
      schema: {
        tags: ['support'],
        summary: 'Create a donation order (one-time: signed in or not; monthly: signed in)',
        description:
          'The amount is the donor’s choice in whole rupees. A monthly donation is a provider ' +
          'subscription charged every month, so it needs an account (401 otherwise). Perks need an ' +
          'account too: one-time ₹1500 or more gives 2 months of Ultimate, monthly ₹1500 or more ' +
          'makes a Gold member. Nothing counts until paid. `data.amount` is in PAISE. A child ' +
          'account cannot donate (403): its guardian gives for it. A client must pay, then ' +
          'confirm: it sends `checkout: true`, opens the checkout with the order, sends the ' +
          'result to POST /support/confirm and thanks the donor only after that answers 200. ' +
          'Without `checkout: true` (the original site, which never took the payment) no order ' +
          'is made and the answer is 402, so no client can show success for an unpaid donation.',
        headers: idempotencyHeadersSchema,
        body: createSupportSchema,
        response: {
          201: envelopeOf(paymentOrderSchema),
          400: failureSchema,
          401: failureSchema,
          402: failureSchema,
          403: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { supportType, amount, displayName, checkout } = request.body;
      if (!checkout) throw paymentRequired(DONATION_NEEDS_PAYMENT);
      const userId = request.user?.id ?? null;
      if (supportType === 'monthly' && !userId) throw unauthorized(MONTHLY_NEEDS_LOGIN);
      const scope = userId ?? 'anonymous';
      const idempotent = idempotencyOf(request, scope, 'support.create', request.body);
      const context = paymentContext(request);
      const order = await runIdempotently(app.db, idempotent, context.now, async () => {
        const created = await startCheckout(context, {
          userId,
          purpose: 'donation',
          planType: null,
          researchPapers: false,
          supportType,
          amount,
          recurring: supportType === 'monthly',
          description: DESCRIPTIONS[supportType],
          displayName,
        });
        return toPaymentOrder(app.payments, created);
      });
      return reply.code(201).send(ok(order));
    },
  );

  app.post(
    '/support/confirm',
    {
      schema: {
        tags: ['support'],
        summary: 'Complete a donation checkout: verify the signature, count it once',
        description:
          'Same verification as /payment/confirm. Anonymous donations need no session; a donation ' +
          'made while signed in can only be confirmed by that user. Expired (unpaid 30 minutes): 409. ' +
          'A signed-in donor gets a receipt mail; a Gold donation stops the donor’s recurring Monthly plan.',
        body: confirmPaymentSchema,
        response: {
          200: envelopeOf(donationConfirmationSchema),
          400: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request) => {
      const order = await findOrderByProviderId(app.db, request.body.orderId);
      const owner = order?.user_id ?? null;
      if (!order || order.purpose !== 'donation' || (owner && owner !== request.user?.id)) {
        throw notFound(DONATION_NOT_FOUND);
      }
      // The first grant of this payment (here or by its webhook) has queued the signed-in
      // donor's receipt and applied the Gold rule.
      await confirmCheckout(paymentContext(request), order, request.body);
      const paid = { orderId: order.provider_order_id, status: 'paid' as const };
      return ok({ ...paid, receiptNumber: receiptNumber(order.id) }, MESSAGES.donationThanks);
    },
  );

  app.get(
    '/support/statistics',
    {
      config: { publicContent: STATISTICS },
      schema: {
        tags: ['support'],
        summary: 'Donation statistics (raw: the app applies the display floors of spec section 9)',
        response: { 200: envelopeOf(supportStatsSchema) },
      },
    },
    async () => ok({ ...(await supportStatistics(app.db, app.now())), corporates: CORPORATES }),
  );

  app.get(
    '/support/contributors',
    {
      config: { publicContent: { areas: ['support'] } },
      schema: {
        tags: ['support'],
        summary: 'Paid donations, newest first; a blank display name shows as Anonymous',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
        response: { 200: envelopeOf(z.array(contributorSchema)) },
      },
    },
    async (request) => ok(await listContributors(app.db, request.query.limit)),
  );
};
