import { sandboxOrderSchema, sandboxPayResultSchema, sandboxRenewalSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { conflict, notFound, type HttpError } from '../../http/errors.ts';
import { SandboxProvider, SandboxRefusal } from '../../payments/sandbox.ts';
import { receiveWebhook } from '../../payments/webhooks.ts';
import { paymentContext } from '../../plugins/payments.ts';

const REFUSALS: Record<SandboxRefusal['reason'], () => HttpError> = {
  'not-found': () => notFound('No such sandbox order.'),
  'already-paid': () => conflict('This order is already paid.'),
  'not-active': () => conflict('This subscription is not active.'),
};

async function refusalsAsHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SandboxRefusal) throw REFUSALS[error.reason]();
    throw error;
  }
}

const orderParams = z.object({ orderId: z.string().min(1).max(64) });

/**
 * The local sandbox's checkout, only when no Razorpay keys are configured: the in-app checkout
 * dialog reads the order, then pays or fails it; the result is signed like Razorpay's, and
 * what Razorpay would report by webhook (a failure, a monthly renewal) is delivered, signed,
 * through the same webhook code.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.payments;
  if (!(sandbox instanceof SandboxProvider)) return;

  app.get(
    '/api/sandbox/orders/:orderId',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox checkout: the order (or subscription) to show in the checkout dialog',
        params: orderParams,
        response: { 200: envelopeOf(sandboxOrderSchema), 400: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const order = await sandbox.findOrder(request.params.orderId);
      if (!order) throw REFUSALS['not-found']();
      return ok({
        orderId: order.id,
        kind: order.kind,
        keyId: sandbox.keyId,
        amount: order.amount_paise,
        amountRupees: order.amount_paise / 100,
        currency: order.currency,
        description: order.description,
        status: order.status,
      });
    },
  );

  app.post(
    '/api/sandbox/orders/:orderId/pay',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox checkout: pay (signed result, like Razorpay’s handler) or fail',
        params: orderParams,
        body: z.object({ outcome: z.enum(['success', 'failure']) }),
        response: {
          200: envelopeOf(sandboxPayResultSchema),
          400: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request) => {
      const result = await refusalsAsHttp(() =>
        sandbox.pay(request.params.orderId, request.body.outcome),
      );
      if (result.status === 'paid') {
        const { kind, ...signed } = result;
        return ok(kind === 'subscription' ? { ...signed, subscriptionId: signed.orderId } : signed);
      }
      await receiveWebhook(paymentContext(request), result.webhook);
      const error = { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' };
      return ok({
        status: 'failed' as const,
        orderId: result.orderId,
        paymentId: result.paymentId,
        error,
      });
    },
  );

  app.post(
    '/api/sandbox/subscriptions/:subscriptionId/renew',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox: charge the next month of an active subscription (signed webhook)',
        params: z.object({ subscriptionId: z.string().min(1).max(64) }),
        response: {
          200: envelopeOf(sandboxRenewalSchema),
          400: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request) => {
      const { subscriptionId } = request.params;
      const renewal = await refusalsAsHttp(() => sandbox.renew(subscriptionId));
      const outcome = await receiveWebhook(paymentContext(request), renewal.webhook);
      return ok({ subscriptionId, paymentId: renewal.paymentId, status: outcome.status });
    },
  );
};
