// What the account routes answer: the user (login, signup, /api/me, profile edits), guardian
// consent, password reset and the newsletter sign-up.
import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.ts';
import { childStatusSchema } from './access.ts';

/** The display record the app stores as `user` (spec section 3), plus the avatar. */
export const userRecordSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  newsLetter: z.boolean(),
  avatar: z.string().optional(),
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe(
      "The account's language (issue 19), for its mail; after a login the app switches to it. " +
        'Absent until the account has one (the user cookie never holds it).',
    ),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** GET /api/me: the user record, and a child account's limits (null for everyone else). */
export const meSchema = userRecordSchema.extend({ child: childStatusSchema.nullable() });
export type Me = z.infer<typeof meSchema>;

/** What login and signup answer: the user record plus the bearer token of the new session. */
export const signedInSchema = userRecordSchema.extend({
  token: z.string().describe('Bearer token of this session (the app keeps it as authtoken)'),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/**
 * POST /api/login's answer: the envelope, plus `token: { token, user }` beside it, where the
 * original site's clients read the session (the same token and user record as in `data`).
 */
export const loginAnswerSchema = z.object({
  success: z.literal(true),
  data: signedInSchema,
  message: z.string().optional(),
  messageKey: z.string().optional(),
  token: z
    .object({ token: z.string(), user: userRecordSchema })
    .describe("The same session for the original site's clients: its token and the user record"),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /api/verifyemail: accounts here need no mailed code, so any code confirms nothing more. */
export const verifyEmailSchema = z.object({ code: z.string().trim().max(64).optional() });
export type VerifyEmailPayload = z.infer<typeof verifyEmailSchema>;

/** A signup under 18: no account yet, the guardian has been asked. */
export const consentPendingSchema = z.object({ status: z.literal('consent_pending') });
export type ConsentPending = z.infer<typeof consentPendingSchema>;

/** A guardian's answer to a consent request: approve activates the account, decline deletes it. */
export const consentDecisionSchema = z.object({ decision: z.enum(['approve', 'decline']) });
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

/** What the consent page shows before the guardian decides: whose sign-up is waiting. */
export const consentRequestSchema = z.object({
  childName: z.string(),
  childEmail: z.string(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** The same answer whether or not the account exists. */
export const resetLinkSentSchema = z.object({ sent: z.literal(true) });

export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscribed: z.literal(true),
});
