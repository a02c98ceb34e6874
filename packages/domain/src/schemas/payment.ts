// Membership purchase and the recurring-payment agreement (spec sections 4 and 9).
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PLAN_TYPES, isPurchasable } from '../constants/plans.ts';

export const planTypeSchema = z.enum(PLAN_TYPES, {
  error: MESSAGES.planInvalid,
});

export const createPaymentSchema = z.object({
  membershipType: planTypeSchema.refine(isPurchasable, MESSAGES.planNotPurchasable),
  researchPapers: z.boolean().default(true),
});

export const recurringAgreementSchema = z.object({
  agreed: z.literal(true, { error: MESSAGES.agreementRequired }),
});
