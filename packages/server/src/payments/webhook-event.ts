import { z } from 'zod';

// The parts of Razorpay's webhook body we act on. Everything else is kept in the stored payload
// but not relied upon.

const paymentEntity = z.looseObject({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string().optional(),
  order_id: z.string().nullish(),
  /** Set for charges raised by a subscription invoice; those arrive as subscription.charged. */
  invoice_id: z.string().nullish(),
});

const orderEntity = z.looseObject({ id: z.string().min(1) });
const subscriptionEntity = z.looseObject({ id: z.string().min(1), status: z.string().optional() });

export const webhookEventSchema = z.looseObject({
  event: z.string().min(1),
  payload: z.looseObject({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: orderEntity }).optional(),
    subscription: z.object({ entity: subscriptionEntity }).optional(),
  }),
});

export type WebhookEvent = z.infer<typeof webhookEventSchema>;
export type PaymentEntity = z.infer<typeof paymentEntity>;

/** A webhook as received: the exact bytes, the signature header and the provider's event id. */
export interface SignedWebhook {
  eventId: string;
  rawBody: string | Buffer;
  signature: string;
}
