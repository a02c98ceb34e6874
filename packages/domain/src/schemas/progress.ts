// What the reader sends about a reader's place in a chapter (issue 12): a save, and the signed-out
// reader's entries merged into the account at sign-in. Strict: no user id or server time.
import { z } from 'zod';
import { PROGRESS_MERGE_MAX } from '../constants/pages.ts';
import { PROGRESS_MESSAGES } from '../messages.ts';

const PAGE_MAX = 10_000;
export { PROGRESS_MESSAGES };

const pageField = z.number().int().min(1).max(PAGE_MAX);

const progressFields = {
  page: pageField,
  pageCount: pageField,
  finished: z.boolean(),
  /** When the reader was at this page, by the client's clock: the last write by `at` wins. */
  at: z.iso.datetime({ offset: true }),
};

const withinCount = (entry: { page: number; pageCount: number }) => entry.page <= entry.pageCount;
const beyondCount = { message: PROGRESS_MESSAGES.pageBeyondCount, path: ['page'] };

/** PUT /api/progress/:chapterId */
export const progressSaveSchema = z
  .object(progressFields)
  .strict()
  .refine(withinCount, beyondCount);
export type ProgressSave = z.output<typeof progressSaveSchema>;

export const progressMergeEntrySchema = z
  .object({ chapterId: z.string().trim().min(1).max(64), ...progressFields })
  .strict()
  .refine(withinCount, beyondCount);
export type ProgressMergeEntry = z.output<typeof progressMergeEntrySchema>;

/** POST /api/progress/merge */
export const progressMergeSchema = z
  .object({ entries: z.array(progressMergeEntrySchema).max(PROGRESS_MERGE_MAX) })
  .strict();
