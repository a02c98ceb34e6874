// Small bodies and queries: newsletter, job application, character list query.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { CHARACTER_SORT_VALUES } from '../constants/layout.ts';
import { FEEDBACK_MAX } from '../constants/lists.ts';
import { characterAlignmentSchema } from '../contracts/content.ts';
import { emailField, nameField, phoneField } from './fields.ts';

export const newsletterSchema = z.object({ email: emailField() });

const HTTP_URL = /^https?:\/\/\S+\.\S+$/i;
/** A scheme such as `javascript:` (a port, as in `site.in:8080`, is not one). */
const OTHER_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * People type links as they say them (`github.com/meera`): a link without a scheme gets
 * https://, so it is accepted and stored as an address that opens. Other schemes stay, to fail.
 */
export function withWebScheme(link: string): string {
  if (link === '' || /^https?:\/\//i.test(link) || OTHER_SCHEME.test(link)) return link;
  return `https://${link.replace(/^\/\//, '')}`;
}

export const jobApplicationSchema = z.object({
  jobId: z.string({ error: MESSAGES.jobRequired }).trim().min(1, MESSAGES.jobRequired),
  name: nameField,
  email: emailField(),
  phone: phoneField,
  // A blank link field means no portfolio.
  portfolioUrl: z
    .string()
    .trim()
    .max(500, MESSAGES.urlInvalid)
    .transform(withWebScheme)
    .refine((url) => url === '' || HTTP_URL.test(url), MESSAGES.urlInvalid)
    .optional()
    .transform((url) => url || undefined),
  coverLetter: z
    .string({ error: MESSAGES.coverLetterRequired })
    .trim()
    .min(1, MESSAGES.coverLetterRequired)
    .max(FEEDBACK_MAX, MESSAGES.feedbackTooLong),
});

/** An application as the API receives it: trimmed, email lower-cased, blank portfolio dropped. */
export type JobApplication = z.output<typeof jobApplicationSchema>;

export const CHARACTER_LIMIT_MAX = 100;

/** Query strings arrive as text, so numbers are coerced. The filters are additive: old clients send none. */
export const characterQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  alignment: characterAlignmentSchema.optional(),
  universe: z.string().trim().min(1).max(100).optional(),
  power: z.string().trim().min(1).max(100).optional().describe('One of their powers, any case'),
  sort: z.enum(CHARACTER_SORT_VALUES).optional(),
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(CHARACTER_LIMIT_MAX).optional(),
});

export type CharacterQuery = z.output<typeof characterQuerySchema>;
