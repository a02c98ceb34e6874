// What the Support Us routes answer: the donation statistics and the contributors.
import { z } from 'zod';
import { SUPPORT_TYPES } from '../constants/support.ts';

/** Raw figures: the app applies the display floors of spec section 9 (`applyStatsFloors`). */
export const supportStatsSchema = z.object({
  monthlyFunds: z.number().int().describe('Raw: rupees received this calendar month (India time)'),
  supporterCount: z.number().int().describe('Raw: supporters with at least one paid donation'),
  corporates: z.number().int(),
  totalFunds: z.number().int().describe('Raw: every donation received, in rupees'),
});
export type SupportStats = z.infer<typeof supportStatsSchema>;

export const contributorSchema = z.object({
  displayName: z.string(),
  amount: z.number().int(),
  supportType: z.enum(SUPPORT_TYPES),
  createdAt: z.string(),
});
export type Contributor = z.infer<typeof contributorSchema>;

/** A confirmed donation checkout. */
export const donationConfirmationSchema = z.object({
  orderId: z.string(),
  status: z.literal('paid'),
  receiptNumber: z.string().describe('Shown to the donor; signed-in donors also get it by mail'),
});
export type DonationConfirmation = z.infer<typeof donationConfirmationSchema>;
