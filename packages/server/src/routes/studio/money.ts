import {
  memberDetailSchema,
  MONEY_MESSAGES,
  reasonSchema,
  refundSchema,
  STUDIO_MESSAGES,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { conflict, fieldError, HttpError, notFound } from '../../http/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requireRole } from '../../plugins/roles.ts';
import { findPaymentForRefund, insertRefund, refundedOn } from '../../repositories/refunds.ts';
import { findUserSubscription, setSubscriptionStatus } from '../../repositories/subscriptions.ts';
import { audit } from '../../studio/audit.ts';
import { memberDetailOf } from '../../studio/member-detail.ts';
import { guarded, TAGS, userParams } from './schemas.ts';

const supportOrAdmin = requireRole('support', 'admin');
const PAISE_PER_RUPEE = 100;
const providerGuard = { ...guarded, 502: guarded[400] };

/**
 * Support and admin: stop a member's recurring payment (the membership runs to its paid end, as
 * the member's own cancel does) and mark a refund on a payment (Razorpay's refund API when it is
 * configured; the sandbox records one). The provider is asked first: if it refuses, nothing is
 * recorded. Each answers the member page's whole view.
 */
export const studioMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/studio/members/:userId/subscriptions/:subscriptionId/cancel',
    {
      preValidation: supportOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          "Cancel a member's recurring payment, with a reason: no more charges, membership until its paid end (support, admin)",
        params: userParams.extend({ subscriptionId: z.string().min(1).max(64) }),
        body: reasonSchema,
        response: { 200: envelopeOf(memberDetailSchema), ...providerGuard },
      },
    },
    async (request) => {
      const { userId, subscriptionId } = request.params;
      const sub = await findUserSubscription(app.db, userId, subscriptionId);
      if (!sub) throw notFound(MONEY_MESSAGES.unknownSubscription);
      if (sub.status === 'cancelled') throw conflict(MONEY_MESSAGES.alreadyCancelled);
      // The provider first, outside the transaction (the sandbox keeps its books in this database).
      try {
        await app.payments.cancelSubscription(sub.provider_subscription_id);
      } catch (err) {
        request.log.error({ err }, 'the payment provider refused to cancel a subscription');
        throw new HttpError(502, MONEY_MESSAGES.providerFailed);
      }
      await app.db.transaction().execute(async (trx) => {
        await setSubscriptionStatus(trx, sub.provider_subscription_id, 'cancelled', app.now());
        await audit(trx, request, {
          action: 'subscription.cancel',
          target: { kind: 'subscription', id: sub.id },
          before: { status: sub.status, paidThrough: sub.paid_through?.toISOString() ?? null },
          after: { status: 'cancelled', reason: request.body.reason },
        });
      });
      return ok(
        await memberDetailOf(app.db, userId, app.now()),
        MONEY_MESSAGES.subscriptionCancelled,
      );
    },
  );

  app.post(
    '/api/studio/payments/:paymentId/refund',
    {
      preValidation: supportOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Mark a refund on a payment (rupees; all that is left if no amount), with a reason; Razorpay refunds it when configured (support, admin)',
        params: z.object({ paymentId: z.string().min(1).max(64) }),
        body: refundSchema,
        response: { 200: envelopeOf(memberDetailSchema), ...providerGuard },
      },
    },
    async (request) => {
      const payment = await findPaymentForRefund(app.db, request.params.paymentId);
      if (!payment) throw notFound(MONEY_MESSAGES.unknownPayment);
      if (!payment.user_id) throw notFound(STUDIO_MESSAGES.unknownAccount);
      const left = payment.amount - (await refundedOn(app.db, payment.id));
      const amount = request.body.amount ?? left;
      if (amount < 1 || amount > left) throw fieldError('amount', MONEY_MESSAGES.refundTooLarge);
      const { reason } = request.body;
      let refundId: string;
      try {
        ({ refundId } = await app.payments.refund({
          paymentId: payment.provider_payment_id,
          amountPaise: amount * PAISE_PER_RUPEE,
          notes: { reason, markedBy: currentUser(request).email },
        }));
      } catch (err) {
        request.log.error({ err }, 'the payment provider refused a refund');
        throw new HttpError(502, MONEY_MESSAGES.providerFailed);
      }
      await app.db.transaction().execute(async (trx) => {
        const id = await insertRefund(
          trx,
          {
            paymentId: payment.id,
            amount,
            reason,
            provider: app.payments.name,
            providerRefundId: refundId,
            markedBy: currentUser(request).id,
          },
          app.now(),
        );
        await audit(trx, request, {
          action: 'payment.refund',
          target: { kind: 'payment', id: payment.provider_payment_id },
          before: { refunded: payment.amount - left },
          after: { refunded: payment.amount - left + amount, amount, reason, refundId, id },
        });
      });
      return ok(
        await memberDetailOf(app.db, payment.user_id, app.now()),
        MONEY_MESSAGES.refundMarked,
      );
    },
  );
};
