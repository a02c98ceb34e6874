// The editor's comics and chapters in the studio (issue 18): creating, uploading, ordering and
// publishing. Our own wording in the spec's tone: say what to do, briefly.
import { z } from 'zod';
import { ratingSchema } from '../access/schemas.ts';
import { PREVIEW_AS } from '../constants/preview.ts';
import { comicGenreSchema, comicStatusSchema } from '../contracts/content.ts';

/**
 * Where a comic or chapter is on its way to readers: a draft is seen only in the studio, a
 * scheduled one goes out at its `publishAt`, a published one is on the site.
 */
export const PUBLICATIONS = ['draft', 'published', 'scheduled'] as const;
export const publicationSchema = z.enum(PUBLICATIONS, {
  error: 'Choose draft, published or scheduled',
});
export type Publication = z.infer<typeof publicationSchema>;

export const TITLE_MAX = 200;
export const SYNOPSIS_MAX = 5000;

export const STUDIO_COMICS_MESSAGES = {
  titleRequired: 'Please give a title',
  titleTooLong: `Keep the title under ${TITLE_MAX} characters`,
  authorsRequired: 'Name at least one author',
  synopsisTooLong: `Keep the description under ${SYNOPSIS_MAX} characters`,
  publishAtRequired: 'Choose when it goes out',
  publishAtInvalid: 'Enter a date and time, like 2026-12-01T10:00:00+05:30',
  publishAtPast: 'Choose a time in the future, or publish now',
  publishAtOnlyScheduled: 'Only a scheduled publish has a time: remove it, or schedule',
  orderMismatch: "List each of the comic's chapters once, in their new order",
  comicCreated: 'Comic created as a draft: add chapters, then publish.',
  coverSaved: 'Cover saved.',
  chapterUploaded: 'Chapter uploaded: its pages are being made.',
  orderSaved: 'Chapter order saved.',
  published: 'Published: the site shows it now.',
  scheduled: 'Scheduled.',
  unpublished: 'Unpublished: the site no longer shows it.',
} as const;

const titleField = z
  .string({ error: STUDIO_COMICS_MESSAGES.titleRequired })
  .trim()
  .min(1, STUDIO_COMICS_MESSAGES.titleRequired)
  .max(TITLE_MAX, STUDIO_COMICS_MESSAGES.titleTooLong);

const authorsField = z
  .array(z.string().trim().min(1, STUDIO_COMICS_MESSAGES.authorsRequired).max(TITLE_MAX), {
    error: STUDIO_COMICS_MESSAGES.authorsRequired,
  })
  .min(1, STUDIO_COMICS_MESSAGES.authorsRequired)
  .max(20);

const synopsisField = z.string().trim().max(SYNOPSIS_MAX, STUDIO_COMICS_MESSAGES.synopsisTooLong);

/** POST /api/studio/comics: a new comic, stored as a draft (its cover is uploaded after). */
export const comicCreateSchema = z.strictObject({
  title: titleField,
  authors: authorsField,
  synopsis: synopsisField.default(''),
  rating: ratingSchema,
  genres: z.array(comicGenreSchema).max(11).default([]),
  status: comicStatusSchema.default('ongoing'),
});
export type ComicCreatePayload = z.input<typeof comicCreateSchema>;

/** The studio's comic form: what its fields hold (authors comma-separated), sent as a create. */
export const comicFormSchema = z.object({
  title: titleField,
  authors: z
    .string({ error: STUDIO_COMICS_MESSAGES.authorsRequired })
    .transform((text) =>
      text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(authorsField),
  synopsis: synopsisField,
  rating: ratingSchema,
  status: comicStatusSchema,
});
export type ComicFormValues = z.input<typeof comicFormSchema>;

/** The text part of a chapter upload (multipart): the PDF comes beside it. */
export const chapterUploadSchema = z.strictObject({ title: titleField });
export type ChapterUploadPayload = z.input<typeof chapterUploadSchema>;

/** PUT …/chapter-order: every chapter of the comic, once each, in reading order. */
export const chapterOrderSchema = z.strictObject({
  chapterIds: z
    .array(z.string().regex(/^[0-9a-f]{24}$/, STUDIO_COMICS_MESSAGES.orderMismatch))
    .min(1, STUDIO_COMICS_MESSAGES.orderMismatch)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, STUDIO_COMICS_MESSAGES.orderMismatch),
});
export type ChapterOrderPayload = z.input<typeof chapterOrderSchema>;

/**
 * PUT …/publication of a comic or a chapter: publish now, schedule for `publishAt` (checked to
 * be ahead by the server, whose clock counts), or take it back to a draft. `notifyFollowers`
 * mails a chapter's followers when it goes out.
 */
export const publicationChangeSchema = z
  .strictObject({
    publication: publicationSchema,
    publishAt: z.iso
      .datetime({ offset: true, error: STUDIO_COMICS_MESSAGES.publishAtInvalid })
      .nullable()
      .default(null),
    notifyFollowers: z.boolean().default(false),
  })
  .superRefine((change, ctx) => {
    if (change.publication === 'scheduled' && change.publishAt === null)
      ctx.addIssue({
        code: 'custom',
        path: ['publishAt'],
        message: STUDIO_COMICS_MESSAGES.publishAtRequired,
      });
    if (change.publication !== 'scheduled' && change.publishAt !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['publishAt'],
        message: STUDIO_COMICS_MESSAGES.publishAtOnlyScheduled,
      });
  });
export type PublicationChangePayload = z.input<typeof publicationChangeSchema>;

/** GET /api/studio/comics: part of a title (any case) and paging. */
export const studioComicsQuerySchema = z.object({
  q: z.string().trim().max(TITLE_MAX).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StudioComicsQuery = z.output<typeof studioComicsQuerySchema>;

/** An editor's preview of the reader: as a member would see it, or as a signed-out visitor. */
export const previewAsSchema = z.enum(PREVIEW_AS);

/** `?preview=`: honoured for editors only (drafts shown, access decided as the one previewed). */
export const previewQuerySchema = z.object({
  preview: previewAsSchema.optional().catch(undefined),
});
