// What the studio's routes answer (issue 18).
import { z } from 'zod';
import { accessLevelSchema } from '../access/schemas.ts';
import { SUPPORT_TYPES } from '../constants/support.ts';
import { inboxStatusSchema, staffRoleSchema } from '../schemas/studio.ts';
import { memberAvatarSchema, memberMoneySchema } from './editorial.ts';
import { pageMetaSchema } from './envelope.ts';
import { orderSchema } from './orders.ts';
import { membershipStatusSchema } from './payments.ts';

export const accountStatusSchema = z.enum(['active', 'pending_consent', 'suspended']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** An account as the studio lists it. */
export const studioAccountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  status: accountStatusSchema,
  createdAt: z.string(),
  roles: z.array(staffRoleSchema),
});
export type StudioAccount = z.infer<typeof studioAccountSchema>;

/** GET /api/studio/staff: everyone holding a role; POST and PUT answer one of them. */
export const staffMemberSchema = studioAccountSchema.extend({
  grants: z.array(
    z.object({ role: staffRoleSchema, grantedBy: z.string().nullable(), grantedAt: z.string() }),
  ),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** One studio write, as recorded. `before`/`after` are the states it changed (null: none). */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of a studio list. */
export function studioPageOf<T extends z.ZodType>(itemSchema: T) {
  return z.object({ items: z.array(itemSchema), meta: pageMetaSchema });
}

export const feedbackMessageSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  subject: z.string(),
  feedback: z.string(),
  status: inboxStatusSchema,
  hiddenReason: z.string().nullable().describe('Set: hidden by a moderator, with why'),
  createdAt: z.string(),
});
export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>;

export const errorReportEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable().describe("The reporter's account address; null when signed out"),
  message: z.string(),
  page: z.string().nullable(),
  details: z.string().nullable(),
  userAgent: z.string().nullable(),
  status: inboxStatusSchema,
  createdAt: z.string(),
});
export type ErrorReportEntry = z.infer<typeof errorReportEntrySchema>;

/** A paid donation as moderators see it: the name given and whether it is hidden. */
export const contributorEntrySchema = z.object({
  donationId: z.string(),
  displayName: z.string().describe("The name the donor gave ('' for Anonymous)"),
  hiddenReason: z.string().nullable().describe('Set: the public list shows Anonymous'),
  amount: z.number().int(),
  supportType: z.enum(SUPPORT_TYPES),
  paidAt: z.string(),
  email: z.string().nullable(),
});
export type ContributorEntry = z.infer<typeof contributorEntrySchema>;

const studioMembershipSchema = membershipStatusSchema.omit({ memberCode: true });

/** GET /api/studio/members/:userId: the account, its membership and perks, its orders with their payments and donations. */
export const memberDetailSchema = z.object({
  account: studioAccountSchema,
  membership: studioMembershipSchema,
  orders: z.array(orderSchema),
  subscriptions: memberMoneySchema.shape.subscriptions,
  refunds: memberMoneySchema.shape.refunds,
  avatar: memberAvatarSchema,
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

const takingsSchema = z.object({
  count: z.number().int().describe('Payments captured'),
  amount: z.number().int().describe('Rupees'),
});

/** GET /api/studio/takings/today: payments captured since midnight in India. */
export const todaysTakingsSchema = z.object({
  day: z.string().describe('YYYY-MM-DD, India'),
  sales: takingsSchema.describe('Memberships and the kit'),
  donations: takingsSchema,
});
export type TodaysTakings = z.infer<typeof todaysTakingsSchema>;

/** What PATCH /api/studio/chapters/:chapterId answers: the chapter's access as stored. */
export const studioChapterAccessSchema = z.object({
  _id: z.string(),
  comicId: z.string(),
  number: z.number().int(),
  title: z.string(),
  access: accessLevelSchema,
  publicAt: z.string().nullable(),
});
export type StudioChapterAccess = z.infer<typeof studioChapterAccessSchema>;
