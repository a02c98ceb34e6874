// Queries that help readers find their way: the comics list's filters and sorts, and the header's
// search across characters and comics.
import { z } from 'zod';
import { ratingSchema } from '../access/schemas.ts';
import { COMIC_ACCESS_FILTERS, COMIC_SORT_VALUES } from '../constants/discovery.ts';
import { comicGenreSchema, comicStatusSchema } from '../contracts/content.ts';

/** Every field optional and additive: without any, GET /comic answers as it always did. */
export const comicQuerySchema = z.object({
  genre: comicGenreSchema.optional(),
  rating: ratingSchema.optional(),
  status: comicStatusSchema.optional(),
  access: z.enum(COMIC_ACCESS_FILTERS).optional(),
  sort: z.enum(COMIC_SORT_VALUES).optional(),
});
export type ComicQuery = z.output<typeof comicQuerySchema>;

export const SEARCH_QUERY_MAX = 100;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
