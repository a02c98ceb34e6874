// Membership purchase and the recurring-payment agreement (spec sections 4 and 9).
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PLAN_TYPES, isPurchasable } from '../constants/plans.ts';

export const planTypeSchema = z.enum(PLAN_TYPES, {
  error: MESSAGES.planInvalid,
});

/**
 * Both flags are off unless sent: a client without the add-on checkbox is charged the plan's
 * price (what it shows), and one that never asked for monthly charges gets a one-time order.
 */
export const createPaymentSchema = z.object({
  membershipType: planTypeSchema.refine(isPurchasable, MESSAGES.planNotPurchasable),
  researchPapers: z.boolean().default(false).describe('The Research Papers add-on (+₹50)'),
  recurring: z
    .boolean()
    .default(false)
    .describe('Monthly only: charge every month through a provider subscription'),
});
export type CreatePaymentPayload = z.output<typeof createPaymentSchema>;

export const recurringAgreementSchema = z.object({
  agreed: z.literal(true, { error: MESSAGES.agreementRequired }),
});

/** A UPI ID (virtual payment address): a handle of letters, digits, dot, dash or underscore, '@', and the bank's letters. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** The UPI AutoPay step's UPI ID, trimmed before the check. */
export const upiIdSchema = z
  .string({ error: MESSAGES.upiIdInvalid })
  .trim()
  .regex(UPI_ID_PATTERN, MESSAGES.upiIdInvalid);
