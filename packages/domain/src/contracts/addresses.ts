// What the saved-address routes answer (the checkout's Address step).
import { z } from 'zod';

/** A saved address always has its id (the server's uuid). */
export const savedAddressSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  house: z.string(),
  street: z.string(),
  landmark: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.literal('India'),
  state: z.string(),
  phone: z.string().describe('10 digits; the app shows the fixed +91 prefix'),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
