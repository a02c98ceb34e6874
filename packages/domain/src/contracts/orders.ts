// What GET /api/orders answers: the signed-in user's orders and donations.
import { z } from 'zod';
import { PLAN_TYPES } from '../constants/plans.ts';
import { SUPPORT_TYPES } from '../constants/support.ts';
import { paymentProviderSchema, paymentPurposeSchema } from './payments.ts';

/** `created` waits for its payment; one unpaid for ORDER_EXPIRY_MINUTES reads `expired`. */
export const orderStatusSchema = z.enum(['created', 'paid', 'failed', 'expired']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** One order or donation; `amount` is whole rupees (per month when recurring). */
export const orderSchema = z.object({
  _id: z.string(),
  receiptNumber: z
    .string()
    .describe("The receipt's number (ICU-XXXX-XXXX-XXXX), also in the receipt mail"),
  orderId: z.string().describe('The provider order (or subscription) id the checkout used'),
  purpose: paymentPurposeSchema,
  description: z.string(),
  planType: z.enum(PLAN_TYPES).nullable(),
  researchPapers: z.boolean(),
  supportType: z.enum(SUPPORT_TYPES).nullable(),
  displayName: z.string().nullable().describe('For donations: the name shown to other supporters'),
  recurring: z.boolean(),
  amount: z.number().int().describe('Rupees (per month when recurring)'),
  currency: z.literal('INR'),
  provider: paymentProviderSchema,
  status: orderStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  payments: z.array(
    z.object({ paymentId: z.string(), amount: z.number().int(), paidAt: z.string() }),
  ),
});
export type Order = z.infer<typeof orderSchema>;
