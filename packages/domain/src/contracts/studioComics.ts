// What the studio's comic and chapter routes answer (issue 18, the editor).
import { z } from 'zod';
import { accessLevelSchema, ratingSchema } from '../access/schemas.ts';
import { publicationSchema } from '../schemas/studioComics.ts';
import { comicGenreSchema, comicStatusSchema } from './content.ts';
import { pageMetaSchema } from './envelope.ts';

const publishing = {
  publication: publicationSchema,
  publishAt: z.string().nullable().describe('When a scheduled row goes out (kept once it did)'),
};

/** A comic as the studio lists it, whatever its publication. */
export const studioComicSchema = z.object({
  _id: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  synopsis: z.string(),
  rating: ratingSchema,
  genres: z.array(comicGenreSchema),
  status: comicStatusSchema,
  coverImg: z.string(),
  createdAt: z.string(),
  chapterCount: z.number().int().describe('Every chapter, drafts included'),
  ...publishing,
});
export type StudioComic = z.infer<typeof studioComicSchema>;

/** A chapter as the studio shows it: its access, its publication, and whether its pages are made. */
export const studioChapterSchema = z.object({
  _id: z.string(),
  comicId: z.string(),
  number: z.number().int(),
  title: z.string(),
  pageCount: z.number().int(),
  chapImage: z.string(),
  access: accessLevelSchema,
  publicAt: z.string().nullable(),
  processing: z.boolean().describe('True while its page images are being made'),
  ...publishing,
});
export type StudioChapter = z.infer<typeof studioChapterSchema>;

/** GET /api/studio/comics/:comicId: the comic and its chapters in reading order. */
export const studioComicDetailSchema = studioComicSchema.extend({
  chapters: z.array(studioChapterSchema),
});
export type StudioComicDetail = z.infer<typeof studioComicDetailSchema>;

/** GET /api/studio/comics: a page of comics, newest first. */
export const studioComicPageSchema = z.object({
  items: z.array(studioComicSchema),
  meta: pageMetaSchema,
});
export type StudioComicPage = z.infer<typeof studioComicPageSchema>;
