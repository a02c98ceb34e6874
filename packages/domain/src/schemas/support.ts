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
