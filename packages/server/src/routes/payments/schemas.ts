import { PLAN_TYPES } from '@ic/domain';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { IdempotentRequest } from '../../repositories/idempotency.ts';
import type { OrderRow } from '../../repositories/orders.ts';

export const planTypeEnum = z.enum(PLAN_TYPES);

/** The order the browser checkout opens with (spec section 7: keyId, amount, orderId). */
export const paymentOrderSchema = z.object({
  keyId: z.string().describe('Public key of the provider for the checkout'),
  amount: z
    .number()
    .int()
    .describe('PAISE (rupees × 100), exactly what the Razorpay checkout takes as `amount`'),
  amountRupees: z.number().int().describe('The same amount in rupees, for display'),
  orderId: z
    .string()
    .describe(
      'The provider order id (`order_…`); for a recurring purchase the subscription id (`sub_…`), ' +
        'to open the checkout with `subscription_id`. Send it back to the confirm call.',
    ),
  currency: z.literal('INR'),
  provider: z.enum(['razorpay', 'sandbox']),
  description: z.string(),
  purpose: z.enum(['membership', 'donation']),
  recurring: z.boolean().describe('Charged every month until cancelled'),
});

export type PaymentOrderView = z.infer<typeof paymentOrderSchema>;

export function toPaymentOrder(provider: PaymentProvider, order: OrderRow): PaymentOrderView {
  return {
    keyId: provider.keyId,
    amount: order.amount * 100,
    amountRupees: order.amount,
    orderId: order.provider_order_id,
    currency: 'INR',
    provider: order.provider,
    description: order.description,
    purpose: order.purpose,
    recurring: order.recurring,
  };
}

/** What the checkout hands back on success (Razorpay's razorpay_* fields, renamed). */
export const checkoutResultSchema = z.object({
  orderId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .describe('The orderId answered by the create call (order or subscription id)'),
  paymentId: z.string().trim().min(1).max(64),
  signature: z.string().trim().min(1).max(256),
});

export const membershipStatusSchema = z.object({
  isPremium: z.boolean(),
  plan: planTypeEnum.nullable().describe('The plan bought; null when only a donation perk runs'),
  researchPapers: z.boolean(),
  startedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  renewsAt: z.string().nullable().describe('Next monthly charge of a recurring membership'),
  memberLevel: z.literal('Gold').nullable(),
  perks: z.array(z.string()),
});

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
