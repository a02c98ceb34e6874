// What the access layer answers: a reader's decision about a chapter, a chapter's lock as a
// chapter row shows it, a refused media request, and the reading routes' status.
import { z } from 'zod';
import type { AccessDecision, AccessReason } from '../access/decide.ts';
import { ratingSchema } from '../access/schemas.ts';
import { apiFailureSchema } from './envelope.ts';

/** Every reason but early-until, which also carries its date. */
const LOCK_REASONS = [
  'sign-in',
  'members',
  'rating',
  'time-limit',
  'paused',
] as const satisfies readonly Exclude<AccessReason, 'early-until'>[];

const lockedSchema = z.object({ reason: z.enum(LOCK_REASONS) });
const earlySchema = z.object({
  reason: z.literal('early-until'),
  until: z.string().describe('ISO instant the chapter turns free for everyone'),
});

/** Why a chapter is closed to this reader. */
export const chapterLockSchema = z.union([lockedSchema, earlySchema]);
export type ChapterLock = z.infer<typeof chapterLockSchema>;

export const accessDecisionSchema = z.union([
  z.object({ read: z.literal(true) }),
  lockedSchema.extend({ read: z.literal(false) }),
  earlySchema.extend({ read: z.literal(false) }),
]) satisfies z.ZodType<AccessDecision>;

/** A refused chapter file: message is the lock's label, data says why (and until when). */
export const accessRefusalSchema = apiFailureSchema.extend({ data: chapterLockSchema });
export type AccessRefusal = z.infer<typeof accessRefusalSchema>;

/** POST /api/reading/open and /heartbeat: today's minutes, the limit and whether to go on. */
export const readingStatusSchema = z.object({
  minutesToday: z.number().int().nonnegative(),
  limitMinutes: z.number().int().positive().nullable(),
  decision: accessDecisionSchema,
});
export type ReadingStatus = z.infer<typeof readingStatusSchema>;

/** A child account's limits as its own app shows them (null on /api/me for everyone else). */
export const childStatusSchema = z.object({
  maxRating: ratingSchema,
  dailyLimitMinutes: z.number().int().positive().nullable(),
  paused: z.boolean(),
  minutesToday: z.number().int().nonnegative(),
});
export type ChildStatus = z.infer<typeof childStatusSchema>;
