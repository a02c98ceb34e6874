import { subscriptionSchema, type Subscription } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { cancelRecurring } from '../../payments/recurring.ts';
import { findUserSubscription, listUserSubscriptions } from '../../repositories/subscriptions.ts';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found.';
export const SUBSCRIPTION_CANCELLED =
  'Your recurring payment is cancelled. What you paid for runs to its end.';

/** A recurring payment as its member (and the studio's support) sees it. */
export function toSubscriptionView(
  row: Awaited<ReturnType<typeof listUserSubscriptions>>[number],
): Subscription {
  return {
    _id: row.id,
    subscriptionId: row.provider_subscription_id,
    purpose: row.purpose,
    description: row.description,
    amount: row.amount,
    status: row.status,
    paidThrough: row.paid_through?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
  };
}

const params = z.object({ id: z.string().min(1).max(64) });

/** GET /api/subscriptions and POST /api/subscriptions/:id/cancel ("cancellable anytime"). */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscriptions',
    {
      preValidation: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'The signed-in user’s recurring payments (monthly memberships and donations)',
        response: { 200: envelopeOf(z.array(subscriptionSchema)), 401: failureSchema },
      },
    },
    async (request) => {
      const rows = await listUserSubscriptions(app.db, currentUser(request).id);
      return ok(rows.map(toSubscriptionView));
    },
  );

  app.post(
    '/api/subscriptions/:id/cancel',
    {
      preValidation: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Stop a recurring payment; the period already paid for runs to its end',
        params,
        response: {
          200: envelopeOf(subscriptionSchema),
          401: failureSchema,
          404: failureSchema,
          502: failureSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const sub = await findUserSubscription(app.db, userId, request.params.id);
      if (!sub) throw notFound(SUBSCRIPTION_NOT_FOUND);
      if (sub.status !== 'cancelled') {
        try {
          await cancelRecurring(app.db, app.payments, sub.provider_subscription_id, app.now());
        } catch (err) {
          request.log.error({ err }, 'the payment provider refused to cancel a subscription');
          throw new HttpError(502, 'We could not cancel it right now. Please try again.');
        }
      }
      const updated = await findUserSubscription(app.db, userId, sub.id);
      return ok(toSubscriptionView(updated ?? sub), SUBSCRIPTION_CANCELLED);
    },
  );
};
