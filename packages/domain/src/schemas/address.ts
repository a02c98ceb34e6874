// The add-new-address form (spec section 3). The spec marks house, street, postal code and
// city with * but shows no rules; we require them, and check the PIN and phone shapes.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { optionalText, phoneField } from './fields.ts';

const TEXT_MAX = 120;

function requiredText() {
  return z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(TEXT_MAX, MESSAGES.fieldRequired);
}

/** Indian PIN codes are six digits and never start with 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

export const addressSchema = z.object({
  _id: z.string().optional(),
  firstName: optionalText(TEXT_MAX),
  lastName: optionalText(TEXT_MAX),
  house: requiredText(),
  street: requiredText(),
  landmark: optionalText(TEXT_MAX),
  postalCode: z
    .string({ error: MESSAGES.postalCodeInvalid })
    .trim()
    .regex(PIN_CODE_PATTERN, MESSAGES.postalCodeInvalid),
  city: requiredText(),
  country: z.literal('India').default('India'),
  state: optionalText(TEXT_MAX),
  phone: phoneField,
  isDefault: z.boolean().default(false),
});

export type AddressForm = z.input<typeof addressSchema>;
