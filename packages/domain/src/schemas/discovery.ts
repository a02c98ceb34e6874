// Queries that help readers find their way: the comics list's filters and sorts, and the header's
// search across characters and comics.
import { z } from 'zod';
import { ratingSchema } from '../access/schemas.ts';
import { comicGenreSchema, comicStatusSchema } from '../contracts/content.ts';

/** new: newest first; popular: most readers and followers first; az: by title. */
export const COMIC_SORT_VALUES = ['new', 'popular', 'az'] as const;
export type ComicSort = (typeof COMIC_SORT_VALUES)[number];

/** free: has chapters anyone reads now; members: has chapters only members read now. */
export const COMIC_ACCESS_FILTERS = ['free', 'members'] as const;
export type ComicAccessFilter = (typeof COMIC_ACCESS_FILTERS)[number];

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
