// What the discovery routes answer (issue 14): the hub's filter options, the header's search, a
// reader's follows and the chapters new to them.
import { z } from 'zod';
import { ratingSchema } from '../access/schemas.ts';
import { characterListItemSchema, comicGenreSchema, comicStatusSchema } from './content.ts';

/** GET /character/filters: what the hub's universe and power selects offer. */
export const characterFiltersSchema = z.object({
  universes: z.array(z.string()).describe('By name'),
  powers: z.array(z.string()).describe('The powers most characters share, by name'),
});
export type CharacterFilters = z.infer<typeof characterFiltersSchema>;

/** A comic as a search result or a follow shows it. */
export const comicSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  coverImg: z.string(),
  rating: ratingSchema,
  status: comicStatusSchema,
  genres: z.array(comicGenreSchema),
});
export type ComicSummary = z.infer<typeof comicSummarySchema>;

/** GET /api/search?q=: exact names first, then names that start with q, then names that contain it. */
export const searchResultsSchema = z.object({
  characters: z.array(characterListItemSchema),
  comics: z.array(comicSummarySchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const followSchema = z.object({
  comic: comicSummarySchema,
  followedAt: z.string(),
});
export type Follow = z.infer<typeof followSchema>;

/** GET /api/follows */
export const followListSchema = z.object({ follows: z.array(followSchema) });
export type FollowList = z.infer<typeof followListSchema>;

/** One chapter in the "New for you" row. */
export const newChapterSchema = z.object({
  comic: comicSummarySchema.pick({ _id: true, title: true, coverImg: true }),
  chapter: z.object({
    _id: z.string(),
    number: z.number().int().positive(),
    title: z.string(),
    chapImage: z.string(),
  }),
  publishedAt: z.string(),
});
export type NewChapter = z.infer<typeof newChapterSchema>;

/** GET /api/new-for-you */
export const newForYouSchema = z.object({ chapters: z.array(newChapterSchema) });
export type NewForYou = z.infer<typeof newForYouSchema>;
