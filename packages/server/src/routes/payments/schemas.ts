import { orderWhat, type PaymentOrder } from '@ic/domain';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { IdempotentRequest } from '../../repositories/idempotency.ts';
import type { OrderRow } from '../../repositories/orders.ts';

export function toPaymentOrder(provider: PaymentProvider, order: OrderRow): PaymentOrder {
  return {
    keyId: provider.keyId,
    amount: order.amount * 100,
    amountRupees: order.amount,
    orderId: order.provider_order_id,
    currency: 'INR',
    provider: order.provider,
    // What the checkout window names: the plan with its add-on, as the receipt does.
    description: orderWhat({
      description: order.description,
      researchPapers: order.research_papers,
    }),
    purpose: order.purpose,
    recurring: order.recurring,
  };
}

/** An optional `Idempotency-Key` header on the create calls. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\x21-\x7e]+$/)
    .optional()
    .describe('Retrying with the same key answers the first order instead of creating another'),
});

export const CHECKOUT_RATE = { name: 'checkout-create', limit: 30, windowMs: 60_000 };

/** The request's Idempotency-Key (validated by idempotencyHeadersSchema), if it sent one. */
export function idempotencyOf(
  request: FastifyRequest,
  scope: string,
  route: string,
  body: unknown,
): IdempotentRequest | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? { scope, route, key, body } : undefined;
}
