import {
  confirmPaymentSchema,
  coveredByGold,
  createPaymentSchema,
  MESSAGES,
  membershipConfirmationSchema,
  membershipStatusSchema,
  paymentOrderSchema,
  planPrice,
  premiumCheckSchema,
  purchaseDescription,
  receiptNumber,
  type MembershipStatus,
} from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { startCheckout, confirmCheckout } from '../../payments/checkout.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { refuseChildPurchase } from '../../plugins/reader.ts';
import { paymentContext } from '../../plugins/payments.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { runIdempotently } from '../../repositories/idempotency.ts';
import {
  isGold,
  isRunning,
  memberUntil,
  membershipStatus,
} from '../../repositories/memberships.ts';
import { memberCode } from '../../security/member-code.ts';
import { findUserOrder } from '../../repositories/orders.ts';
import {
  CHECKOUT_RATE,
  idempotencyHeadersSchema,
  idempotencyOf,
  toPaymentOrder,
} from './schemas.ts';

export const ORDER_NOT_FOUND = 'Order not found.';
export const PAYMENT_SUCCESS = 'Payment successful. Welcome to Ultimate!';

const CREATE_DESCRIPTION = [
  'Creates a membership order for the signed-in user (session cookie or bearer token).',
  'The price comes ONLY from the server price list (the home page reading of spec section 9)',
  'plus 50 for the Research Papers add-on when `researchPapers: true` (off when left out, so a',
  'client without the checkbox is charged the price it shows); any amount the client sends is',
  'ignored. FREE cannot be bought (400). Monthly with `recurring: true` is a provider',
  'subscription charged every month (`orderId` is the subscription id); without it, a one-time',
  'order for one month. `data.amount` is in PAISE for the checkout; `data.amountRupees` is the',
  'same in rupees. A child account cannot buy (403): its guardian buys for it. While the buyer is',
  'a Gold donor, Monthly, Half Year and Annual answer 409 (Gold includes Ultimate: the Gold rule).',
].join(' ');

/** The member's status with the shop's member code, which exists only while a member. */
async function membershipOf(app: FastifyInstance, userId: string): Promise<MembershipStatus> {
  const status = await membershipStatus(app.db, userId, app.now());
  const code = status.isPremium ? memberCode(app.config.memberCodeSecret, userId) : null;
  return { ...status, memberCode: code };
}

/** POST /payment/create, POST /payment/confirm, GET /payment/verify and GET /api/membership. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/create',
    {
      onRequest: limitPerIp(CHECKOUT_RATE),
      preValidation: [requireUser, refuseChildPurchase],
      schema: {
        tags: ['payments'],
        summary: 'Create a membership order (price from the server price list)',
        description: CREATE_DESCRIPTION,
        headers: idempotencyHeadersSchema,
        body: createPaymentSchema,
        response: {
          201: envelopeOf(paymentOrderSchema),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { membershipType, researchPapers, recurring } = request.body;
      if (coveredByGold(membershipType) && (await isGold(app.db, user.id, app.now()))) {
        throw conflict(MESSAGES.goldCoversPlans);
      }
      const idempotent = idempotencyOf(request, user.id, 'payment.create', request.body);
      const context = paymentContext(request);
      const order = await runIdempotently(app.db, idempotent, context.now, async () => {
        const created = await startCheckout(context, {
          userId: user.id,
          purpose: 'membership',
          planType: membershipType,
          researchPapers,
          supportType: null,
          amount: planPrice(membershipType, researchPapers),
          recurring: recurring && membershipType === 'Monthly',
          description: purchaseDescription(membershipType),
          displayName: '',
        });
        return toPaymentOrder(app.payments, created);
      });
      return reply.code(201).send(ok(order));
    },
  );

  app.post(
    '/payment/confirm',
    {
      preValidation: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Complete a membership checkout: verify the signature, grant once',
        description:
          'Checks HMAC-SHA256(stored order id + "|" + paymentId) (for a subscription: paymentId + "|" + ' +
          'subscription id) with a constant-time compare. Confirming the same payment again, or after ' +
          'the webhook did, grants nothing more. A bad signature answers 400 and marks the attempt failed. ' +
          'An order unpaid 30 minutes after it was made has expired: 409. The first grant mails a receipt.',
        body: confirmPaymentSchema,
        response: {
          200: envelopeOf(membershipConfirmationSchema),
          400: failureSchema,
          401: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const order = await findUserOrder(app.db, user.id, request.body.orderId);
      if (!order || order.purpose !== 'membership') throw notFound(ORDER_NOT_FOUND);
      // The first grant of this payment (here or by its webhook) has queued its receipt.
      await confirmCheckout(paymentContext(request), order, request.body);
      const membership = await membershipOf(app, user.id);
      const paid = { orderId: order.provider_order_id, status: 'paid' as const };
      return ok({ ...paid, receiptNumber: receiptNumber(order.id), membership }, PAYMENT_SUCCESS);
    },
  );

  app.get(
    '/payment/verify',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether the signed-in user has an active membership',
        description:
          'Answers `{ success, isPremium }` (spec section 7); signed out is not premium. Premium ' +
          'means the same entitlement the chapter access decision reads (memberUntil).',
        response: { 200: premiumCheckSchema },
      },
    },
    async (request) => {
      if (!request.user) return { success: true as const, isPremium: false };
      const until = await memberUntil(app.db, request.user.id);
      return { success: true as const, isPremium: isRunning(until, app.now()) };
    },
  );

  app.get(
    '/api/membership',
    {
      preValidation: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'The signed-in user’s membership: plan, expiry, Gold level and perks earned',
        description:
          '`memberUntil` is when Ultimate access ends (plans, the kit and donation perks together); ' +
          '`memberCode` unlocks the shop’s member-only merchandise. Both are null unless a member.',
        response: { 200: envelopeOf(membershipStatusSchema), 401: failureSchema },
      },
    },
    async (request) => ok(await membershipOf(app, currentUser(request).id)),
  );
};
