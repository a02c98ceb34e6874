import { z } from 'zod';

/** The display record the app stores as `user` (spec section 3). */
export const userRecordSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  newsLetter: z.boolean(),
  avatar: z.string().optional(),
});

/** What login and signup answer: the user record plus the bearer token of the new session. */
export const signedInSchema = userRecordSchema.extend({
  token: z.string().describe('Bearer token of this session (the app keeps it as authtoken)'),
});

export const consentPendingSchema = z.object({ status: z.literal('consent_pending') });

/** Reset and consent links: a record id and a secret; bounded so junk never reaches the database. */
export const linkParamsSchema = z.object({
  id: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});
