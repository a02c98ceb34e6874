// The studio's bodies and queries (issue 18): staff, moderation, members. Our own wording in the
// spec's tone: say what to do, briefly.
import { z } from 'zod';
import { accessLevelSchema, ratingSchema } from '../access/schemas.ts';
import { comicGenreSchema, comicStatusSchema } from '../contracts/content.ts';
import { emailField, nameField } from './fields.ts';

/** What a member of staff may do; one person may hold several. */
export const STAFF_ROLES = ['admin', 'editor', 'moderator', 'support'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role from the list' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Where a feedback message or an error report is in the moderators' inbox. */
export const INBOX_STATUSES = ['open', 'answered', 'closed'] as const;
export const inboxStatusSchema = z.enum(INBOX_STATUSES, {
  error: 'Choose open, answered or closed',
});
export type InboxStatus = z.infer<typeof inboxStatusSchema>;

export const INBOX_KINDS = ['feedback', 'error-reports'] as const;
export const inboxKindSchema = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof inboxKindSchema>;

export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const REPLY_MAX = 5000;
export const GRANT_MONTHS_MAX = 24;

export const STUDIO_MESSAGES = {
  rolesRequired: 'Choose at least one role',
  reasonRequired: `Please give a reason (at least ${REASON_MIN} characters)`,
  reasonTooLong: `Keep the reason under ${REASON_MAX} characters`,
  replyRequired: 'Please write your reply',
  replyTooLong: `Keep the reply under ${REPLY_MAX} characters`,
  monthsInvalid: `Grant between 1 and ${GRANT_MONTHS_MAX} months`,
  searchRequired: 'Enter an email or a username',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  staffInvited: 'Invitation sent: they will get a mail to set their password.',
  rolesSaved: 'Roles saved.',
  staffRemoved: 'Removed from the staff.',
  notStaff: 'This person is not on the staff.',
  ownAdminRole: 'You cannot take away your own admin role: ask another admin.',
  ownAccount: 'You cannot do that to your own account.',
  unknownAccount: 'We could not find this account.',
  unknownMessage: 'We could not find this message.',
  unknownDonation: 'We could not find this donation.',
  noAddress: 'This report came without an address to reply to.',
  replySent: 'Reply sent.',
  statusSaved: 'Status saved.',
  nameHidden: 'The name is hidden: the Support Us list shows Anonymous.',
  nameShown: 'The name shows again.',
  suspended: 'The account is suspended and signed out everywhere.',
  reinstated: 'The account is active again.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  cannotSuspend: 'Only an active account can be suspended.',
  accountSuspended:
    'This account is suspended. If you think this is a mistake, write to us through the feedback form.',
  membershipGranted: 'Membership granted.',
  titleRequired: 'Please give a title',
  authorsRequired: 'Name at least one author',
  nothingToChange: 'Change at least one field',
  earlyNeedsDate: 'Early access needs the moment it opens to everyone',
  dateOnlyForEarly:
    'Only an early-access chapter opens on a date: remove it, or choose early access',
  publicAtInvalid: 'Enter a date and time, like 2026-12-01T10:00:00+05:30',
  unknownComic: 'We could not find this comic.',
  unknownChapter: 'We could not find this chapter.',
  comicSaved: 'Comic saved: the site shows it now.',
  chapterSaved: 'Chapter saved: the site shows it now.',
} as const;

/** A role list: at least one, each once. */
const rolesField = z
  .array(staffRoleSchema, { error: STUDIO_MESSAGES.rolesRequired })
  .min(1, STUDIO_MESSAGES.rolesRequired)
  .transform((roles) => [...new Set(roles)]);

/** Every moderation and money action says why; the audit log keeps it. */
export const reasonField = z
  .string({ error: STUDIO_MESSAGES.reasonRequired })
  .trim()
  .min(REASON_MIN, STUDIO_MESSAGES.reasonRequired)
  .max(REASON_MAX, STUDIO_MESSAGES.reasonTooLong);

/** POST /api/studio/staff: an address (an account is made if there is none) and its roles. */
export const staffInviteSchema = z.strictObject({
  email: emailField(),
  name: nameField.optional(),
  roles: rolesField,
});
export type StaffInvitePayload = z.input<typeof staffInviteSchema>;

/** PUT /api/studio/staff/:userId: the roles it holds from now on (replacing the old ones). */
export const staffRolesSchema = z.strictObject({ roles: rolesField });
export type StaffRolesPayload = z.input<typeof staffRolesSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: STUDIO_MESSAGES.dateInvalid, abort: true })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), STUDIO_MESSAGES.dateInvalid);

/** Paging of every studio list: page from 1, at most 100 a page. */
export const studioPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /api/studio/audit: by actor (email), action, India days from/to (inclusive). */
export const auditQuerySchema = studioPageQuerySchema.extend({
  actor: z.string().trim().toLowerCase().min(1).max(254).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const inboxQuerySchema = studioPageQuerySchema.extend({
  status: inboxStatusSchema.optional(),
});

export const inboxStatusChangeSchema = z.strictObject({ status: inboxStatusSchema });

/** A reply mailed to whoever wrote; the message is marked answered. */
export const inboxReplySchema = z.strictObject({
  message: z
    .string({ error: STUDIO_MESSAGES.replyRequired })
    .trim()
    .min(1, STUDIO_MESSAGES.replyRequired)
    .max(REPLY_MAX, STUDIO_MESSAGES.replyTooLong),
});
export type InboxReplyPayload = z.input<typeof inboxReplySchema>;

/** Hiding a name, suspending or reinstating an account. */
export const reasonSchema = z.strictObject({ reason: reasonField });
export type ReasonPayload = z.input<typeof reasonSchema>;

/** GET /api/studio/members?q=: an email or a username (or the start of one). */
export const memberSearchSchema = z.object({
  q: z
    .string({ error: STUDIO_MESSAGES.searchRequired })
    .trim()
    .min(1, STUDIO_MESSAGES.searchRequired)
    .max(254),
});

/** POST /api/studio/members/:userId/membership: months of Ultimate, and why. */
export const membershipGrantSchema = z.strictObject({
  months: z
    .number({ error: STUDIO_MESSAGES.monthsInvalid })
    .int(STUDIO_MESSAGES.monthsInvalid)
    .min(1, STUDIO_MESSAGES.monthsInvalid)
    .max(GRANT_MONTHS_MAX, STUDIO_MESSAGES.monthsInvalid),
  reason: reasonField,
});
export type MembershipGrantPayload = z.input<typeof membershipGrantSchema>;

/** The 403 of a studio route for an account without the role. */
export function staffRoleRequired(roles: readonly StaffRole[]): string {
  return `Only staff with the ${roles.join(' or ')} role can do this.`;
}

/** PATCH /api/studio/comics/:comicId: any of the comic's descriptive fields. */
export const comicEditSchema = z
  .strictObject({
    title: z
      .string({ error: STUDIO_MESSAGES.titleRequired })
      .trim()
      .min(1, STUDIO_MESSAGES.titleRequired)
      .max(200),
    authors: z
      .array(z.string().trim().min(1, STUDIO_MESSAGES.authorsRequired).max(200), {
        error: STUDIO_MESSAGES.authorsRequired,
      })
      .min(1, STUDIO_MESSAGES.authorsRequired)
      .max(20),
    synopsis: z.string().trim().max(5000),
    rating: ratingSchema,
    genres: z.array(comicGenreSchema).max(11),
    status: comicStatusSchema,
  })
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, STUDIO_MESSAGES.nothingToChange);
export type ComicEditPayload = z.input<typeof comicEditSchema>;

/** PATCH /api/studio/chapters/:chapterId: who may read it, and for early access when everyone may. */
export const chapterAccessSchema = z
  .strictObject({
    access: accessLevelSchema,
    publicAt: z.iso
      .datetime({ offset: true, error: STUDIO_MESSAGES.publicAtInvalid })
      .nullable()
      .default(null),
  })
  .superRefine((chapter, ctx) => {
    if (chapter.access === 'early' && chapter.publicAt === null)
      ctx.addIssue({ code: 'custom', path: ['publicAt'], message: STUDIO_MESSAGES.earlyNeedsDate });
    if (chapter.access !== 'early' && chapter.publicAt !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['publicAt'],
        message: STUDIO_MESSAGES.dateOnlyForEarly,
      });
  });
export type ChapterAccessPayload = z.input<typeof chapterAccessSchema>;
