// What the account routes answer about the user: login, signup, /api/me and profile edits.
import { z } from 'zod';

/** The display record the app stores as `user` (spec section 3), plus the avatar. */
export const userRecordSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  newsLetter: z.boolean(),
  avatar: z.string().optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** What login and signup answer: the user record plus the bearer token of the new session. */
export const signedInSchema = userRecordSchema.extend({
  token: z.string().describe('Bearer token of this session (the app keeps it as authtoken)'),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** A signup under 18: no account yet, the guardian has been asked. */
export const consentPendingSchema = z.object({ status: z.literal('consent_pending') });
export type ConsentPending = z.infer<typeof consentPendingSchema>;
