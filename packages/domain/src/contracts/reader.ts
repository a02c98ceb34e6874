// What the reader's routes answer (issue 12): a chapter's pages as images, and a signed-in
// reader's progress (per chapter, and the "Continue reading" row).
import { z } from 'zod';
import { chapterLockSchema } from './access.ts';

const whole = z.number().int();

export const pageSourceSchema = z.object({ width: whole.positive(), url: z.string() });
export type PageSource = z.infer<typeof pageSourceSchema>;

export const chapterPageSchema = z.object({
  number: whole.positive(),
  width: whole.positive().describe('The page at 1600 px wide: with height, its aspect ratio'),
  height: whole.positive(),
  thumb: z.string().describe('A ~160 px wide WebP for the thumbnail strip'),
  sources: z.object({
    avif: z.array(pageSourceSchema).describe('Smallest first, for srcset'),
    webp: z.array(pageSourceSchema),
  }),
});
export type ChapterPage = z.infer<typeof chapterPageSchema>;

/** The chapter before or after, as this caller may open it. */
export const chapterRefSchema = z.object({
  chapterId: z.string(),
  number: whole.positive(),
  title: z.string(),
  readable: z.boolean(),
  lock: chapterLockSchema.nullable(),
});
export type ChapterRef = z.infer<typeof chapterRefSchema>;

/** GET /comicChap/:comicId/chapters/:chapterId/pages */
export const chapterPagesSchema = z.object({
  chapterId: z.string(),
  comicId: z.string(),
  comicTitle: z.string(),
  number: whole.positive(),
  title: z.string(),
  pageCount: whole.nonnegative(),
  pdf: z
    .string()
    .nullable()
    .describe('The original PDF, a download for members who may read the chapter; else null'),
  pages: z.array(chapterPageSchema),
  prev: chapterRefSchema.nullable(),
  next: chapterRefSchema.nullable(),
});
export type ChapterPages = z.infer<typeof chapterPagesSchema>;

/** Where a signed-in reader is in one chapter. `updatedAt` is the client's time of that page. */
export const progressEntrySchema = z.object({
  chapterId: z.string(),
  page: whole.positive(),
  pageCount: whole.positive(),
  finished: z.boolean(),
  updatedAt: z.string(),
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

/** GET /api/progress and POST /api/progress/merge */
export const progressListSchema = z.object({ entries: z.array(progressEntrySchema) });
export type ProgressList = z.infer<typeof progressListSchema>;

/** One comic in the "Continue reading" row: where to resume it. */
export const continueReadingSchema = z.object({
  comic: z.object({ _id: z.string(), title: z.string(), coverImg: z.string() }),
  chapter: z.object({ _id: z.string(), number: whole.positive(), title: z.string() }),
  page: whole.positive(),
  pageCount: whole.positive(),
  updatedAt: z.string(),
});
export type ContinueReading = z.infer<typeof continueReadingSchema>;
