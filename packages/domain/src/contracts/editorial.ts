// What the studio's editorial and money routes answer (issue 18).
import { z } from 'zod';
import { blogCategorySchema, jobSchema } from './content.ts';
import { paymentProviderSchema, subscriptionSchema } from './payments.ts';
import {
  applicationStatusSchema,
  blogStatusSchema,
  characterEditSchema,
} from '../schemas/editorial.ts';

/** A blog as the studio edits it: the form's fields, with its state and dates. */
export const studioBlogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subject: z.string(),
  authorName: z.string(),
  category: blogCategorySchema,
  coverImageUrl: z.string(),
  body: z.string().describe('Markdown: the stories of an imported blog, joined'),
  status: blogStatusSchema,
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether a visitor sees it right now. */
  live: z.boolean(),
});
export type StudioBlog = z.infer<typeof studioBlogSchema>;

export const studioBlogRowSchema = studioBlogSchema.omit({ body: true });
export type StudioBlogRow = z.infer<typeof studioBlogRowSchema>;

export const studioCharacterRowSchema = z.object({
  _id: z.string(),
  originalName: z.string(),
  knownAs: z.string(),
  universe: z.string(),
  mainImageUrl: z.string(),
  updatedAt: z.string(),
});
export type StudioCharacterRow = z.infer<typeof studioCharacterRowSchema>;

/** GET and PUT /api/studio/characters/:characterId: exactly the fields the editor edits. */
export const studioCharacterSchema = characterEditSchema.extend({ _id: z.string() });
export type StudioCharacter = z.infer<typeof studioCharacterSchema>;

export const studioJobSchema = jobSchema.extend({
  closedAt: z.string().nullable().describe('Set: closed, and not on /careers'),
  applications: z.number().int(),
});
export type StudioJob = z.infer<typeof studioJobSchema>;

export const jobApplicationEntrySchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  portfolioUrl: z.string().nullable(),
  coverLetter: z.string(),
  hasCv: z.boolean(),
  status: applicationStatusSchema,
  createdAt: z.string(),
});
export type JobApplicationEntry = z.infer<typeof jobApplicationEntrySchema>;

/** POST /api/studio/media/images: where the picture is now served. */
export const uploadedImageSchema = z.object({
  path: z.string().describe('/media/… as content rows keep it'),
  url: z.string().describe('The address to show it from (MEDIA_BASE_URL applied)'),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const refundEntrySchema = z.object({
  _id: z.string(),
  paymentId: z.string().describe("The provider's payment id, as orders list it"),
  amount: z.number().int(),
  reason: z.string(),
  provider: paymentProviderSchema,
  providerRefundId: z.string(),
  createdAt: z.string(),
});
export type RefundEntry = z.infer<typeof refundEntrySchema>;

/** What a member's money looks like beyond orders: recurring payments and refunds. */
export const memberMoneySchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  refunds: z.array(refundEntrySchema),
});
export type MemberMoney = z.infer<typeof memberMoneySchema>;

/** The member's avatar as moderators see it. */
export const memberAvatarSchema = z.object({
  avatar: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
