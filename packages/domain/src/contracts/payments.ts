// What the membership and payment routes answer (the price list, the checkout's order, the
// member's status, recurring payments) and the body that confirms a checkout.
import { z } from 'zod';
import { PLAN_TYPES } from '../constants/plans.ts';
import type { MemberLevel } from '../entities.ts';

const planType = z.enum(PLAN_TYPES);

export const membershipPlanSchema = z.object({
  type: planType,
  title: z.string(),
  price: z.number().int().nonnegative().describe('Whole rupees, before the Research Papers add-on'),
  originalPrice: z.number().int().optional(),
  promo: z.string().optional(),
  features: z.array(z.string()),
  purchasable: z.boolean(),
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

export const paymentProviderSchema = z.enum(['razorpay', 'sandbox']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const paymentPurposeSchema = z.enum(['membership', 'donation']);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

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
  provider: paymentProviderSchema,
  description: z.string(),
  purpose: paymentPurposeSchema,
  recurring: z.boolean().describe('Charged every month until cancelled'),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/**
 * What the app sends back to confirm a paid checkout: the provider's answer (Razorpay's
 * razorpay_* fields, renamed). A body, kept beside the order it answers: no form validates it.
 */
export const confirmPaymentSchema = z.object({
  orderId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .describe('The orderId answered by the create call (order or subscription id)'),
  paymentId: z.string().trim().min(1).max(64),
  signature: z.string().trim().min(1).max(256),
});
export type ConfirmPaymentPayload = z.output<typeof confirmPaymentSchema>;

/** GET /api/membership: the plan bought (null when only a donation perk runs) and the perks earned. */
export const membershipStatusSchema = z.object({
  isPremium: z.boolean(),
  plan: planType.nullable().describe('The plan bought; null when only a donation perk runs'),
  researchPapers: z.boolean(),
  startedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  renewsAt: z.string().nullable().describe('Next monthly charge of a recurring membership'),
  memberLevel: z.literal('Gold' satisfies MemberLevel).nullable(),
  perks: z.array(z.string()),
  memberUntil: z
    .string()
    .nullable()
    .describe('When Ultimate access ends (plan, kit or donation perk); null when not a member'),
  memberCode: z
    .string()
    .nullable()
    .describe("Code for the shop's member-only merchandise; shown only while a member"),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** GET /payment/verify answers outside the envelope (spec section 7). */
export const premiumCheckSchema = z.object({ success: z.literal(true), isPremium: z.boolean() });
export type PremiumCheck = z.infer<typeof premiumCheckSchema>;

/** A confirmed membership checkout: the order is paid and the membership as it now stands. */
export const membershipConfirmationSchema = z.object({
  orderId: z.string(),
  status: z.literal('paid'),
  receiptNumber: z.string(),
  membership: membershipStatusSchema,
});
export type MembershipConfirmation = z.infer<typeof membershipConfirmationSchema>;

/** A recurring payment: a monthly membership or donation. */
export const subscriptionSchema = z.object({
  _id: z.string(),
  subscriptionId: z.string(),
  purpose: paymentPurposeSchema,
  description: z.string(),
  amount: z.number().int().describe('Rupees per month'),
  status: z.enum(['created', 'active', 'cancelled']),
  paidThrough: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
