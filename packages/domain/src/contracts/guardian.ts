// What the guardian routes answer (spec section 6): the sign-in link and session, the dashboard's
// children, a child's settings, activity and audit trail. The bodies a guardian sends are in
// access/schemas.ts (they validate forms too), except the sign-in token, which no form types.
import { z } from 'zod';
import { paymentPurposeSchema } from './payments.ts';
import { orderStatusSchema } from './orders.ts';
import { ratingSchema } from '../access/schemas.ts';

export { GUARDIAN_MESSAGES } from '../access/messages.ts';

/** The one body of a guardian call that no form validates: the token from the mailed link. */
export const guardianSessionRequestSchema = z.object({ token: z.string().max(200) });

/** Same answer whether or not the address is a guardian's, so nobody learns which ones are. */
export const guardianLinkSentSchema = z.object({ sent: z.literal(true) });

/** A guardian signed in: the address the link was mailed to. */
export const guardianSessionSchema = z.object({ email: z.string() });

/** A child's limits as in force: the guardian's choices with the age's default filled in. */
export const guardianChildSettingsSchema = z.object({
  maxRating: ratingSchema,
  defaultMaxRating: ratingSchema.describe(
    "The ceiling for the child's age (PG under 13, T from 13)",
  ),
  dailyLimitMinutes: z.number().int().nullable().describe('null: no daily limit'),
  paused: z.boolean(),
});
export type GuardianChildSettings = z.infer<typeof guardianChildSettingsSchema>;

export const guardianChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  age: z.number().int(),
  status: z
    .enum(['pending', 'active', 'suspended'])
    .describe(
      'pending: waiting for this guardian to decide; suspended: stopped by IC Universe staff, cannot sign in',
    ),
  settings: guardianChildSettingsSchema,
  minutesToday: z.number().int().describe("Minutes read today (India's calendar day)"),
});
export type GuardianChild = z.infer<typeof guardianChildSchema>;

export const guardianMeSchema = z.object({
  email: z.string(),
  children: z.array(guardianChildSchema),
});
export type GuardianMe = z.infer<typeof guardianMeSchema>;

export const guardianDecisionResultSchema = z.object({ decision: z.enum(['approve', 'decline']) });
export type GuardianDecisionResult = z.infer<typeof guardianDecisionResultSchema>;

export const childActivitySchema = z.object({
  days: z
    .array(z.object({ day: z.string().describe('YYYY-MM-DD, India'), minutes: z.number().int() }))
    .describe('The last 30 days, oldest first, days without reading included as 0'),
  chapters: z
    .array(
      z.object({
        comicId: z.string(),
        comicTitle: z.string(),
        chapterId: z.string(),
        chapterTitle: z.string(),
        openedAt: z.string(),
      }),
    )
    .describe('Chapters opened in the last 30 days, newest first'),
  purchases: z.array(
    z.object({
      orderId: z.string(),
      kind: paymentPurposeSchema,
      description: z.string(),
      amountRupees: z.number().int(),
      status: orderStatusSchema,
      createdAt: z.string(),
    }),
  ),
});
export type ChildActivity = z.infer<typeof childActivitySchema>;

export const GUARDIAN_ACTIONS = ['approve', 'decline', 'settings', 'deletion'] as const;
export type GuardianAction = (typeof GUARDIAN_ACTIONS)[number];

/**
 * The state an audit entry records on either side of a change, flat so a screen can list it as
 * field: before -> after: the settings in force, or the account's status; null once erased.
 */
export const guardianAuditStateSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .nullable();
export type GuardianAuditState = z.infer<typeof guardianAuditStateSchema>;

/** One change a guardian made, as recorded: who (`by`, the guardian's address), what and when. */
export const guardianAuditEntrySchema = z.object({
  action: z.enum(GUARDIAN_ACTIONS),
  before: guardianAuditStateSchema,
  after: guardianAuditStateSchema,
  at: z.string(),
  by: z.string(),
});
export type GuardianAuditEntry = z.infer<typeof guardianAuditEntrySchema>;

export const guardianAuditSchema = z.object({ entries: z.array(guardianAuditEntrySchema) });
