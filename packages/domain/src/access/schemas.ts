// Bodies of the access and guardian calls: what a guardian may set, what the reader reports.
import { z } from 'zod';
import { emailField } from '../schemas/fields.ts';
import { ACCESS_LEVELS } from './decide.ts';
import { ACCESS_FIELD_MESSAGES, DAILY_LIMIT_MAX_MINUTES } from './messages.ts';
import { RATINGS } from './ratings.ts';

export { ACCESS_FIELD_MESSAGES, DAILY_LIMIT_MAX_MINUTES };

export const ratingSchema = z.enum(RATINGS);
export const accessLevelSchema = z.enum(ACCESS_LEVELS);

/** A guardian's change to a child's settings: any subset; null daily limit removes the limit. */
export const childSettingsSchema = z
  .object({
    maxRating: ratingSchema,
    dailyLimitMinutes: z
      .number({ error: ACCESS_FIELD_MESSAGES.dailyLimit })
      .int(ACCESS_FIELD_MESSAGES.dailyLimit)
      .min(1, ACCESS_FIELD_MESSAGES.dailyLimit)
      .max(DAILY_LIMIT_MAX_MINUTES, ACCESS_FIELD_MESSAGES.dailyLimit)
      .nullable(),
    paused: z.boolean(),
  })
  .partial()
  .strict();
export type ChildSettingsChange = z.output<typeof childSettingsSchema>;

export const guardianLinkRequestSchema = z.object({ email: emailField() });

export const guardianDecisionSchema = z.object({ decision: z.enum(['approve', 'decline']) });

const chapterIdField = z.string().trim().min(1).max(64);

// Strict: a reader sends which chapter and page, never an access level, date or user id.

/** The reader opened a chapter. */
export const readingOpenSchema = z.object({ chapterId: chapterIdField }).strict();

/** The reader's heartbeat: which chapter is open and the page on screen. */
export const readingHeartbeatSchema = z
  .object({ chapterId: chapterIdField, page: z.number().int().min(1).max(10_000) })
  .strict();
