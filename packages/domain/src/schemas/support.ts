// Donation body (spec section 5). The form parses its typed amount with parseAmount first.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DISPLAY_NAME_MAX, DONATION_MAX, SUPPORT_TYPES } from '../constants/support.ts';

export const supportTypeSchema = z.enum(SUPPORT_TYPES);

export const supportSchema = z.object({
  supportType: supportTypeSchema,
  amount: z
    .number({ error: MESSAGES.invalidAmount })
    .int(MESSAGES.invalidAmount)
    .positive(MESSAGES.invalidAmount)
    .max(DONATION_MAX, MESSAGES.invalidAmount),
  // Blank means the supporter appears anonymously.
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, MESSAGES.displayNameTooLong)
    .nullish()
    .transform((value) => value ?? ''),
});

/**
 * POST /support/create: the donation, and the client's word that it opens the payment checkout
 * with the answer and then confirms it. The original site's client never paid, so without it no
 * order is made (402) and that client cannot show thanks for money that never came.
 */
export const createSupportSchema = supportSchema.extend({
  checkout: z
    .boolean()
    .default(false)
    .describe(
      'true: this client opens the checkout with the order, then calls POST /support/confirm',
    ),
});
