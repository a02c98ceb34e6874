// The words and values readers find their way with (issue 14): kept apart from the zod contracts,
// so the app's filters read them without bringing schema code into its bundle.
import type { CharacterAlignment } from '../contracts/content.ts';

/** The hub's sides, as its pills name them (the same words as its carousel's slides). */
export const CHARACTER_ALIGNMENTS = [
  { value: 'hero', label: 'Heroes' },
  { value: 'middle', label: 'In Between' },
  { value: 'villain', label: 'Villains' },
] as const satisfies readonly { value: CharacterAlignment; label: string }[];

export const COMIC_GENRES = [
  'Action',
  'Adventure',
  'Comedy',
  'Crime',
  'Drama',
  'Fantasy',
  'Horror',
  'Mystery',
  'Mythology',
  'Science fiction',
  'Young readers',
] as const;

export const COMIC_STATUSES = ['ongoing', 'complete'] as const;

/** new: newest first; popular: most readers and followers first; az: by title. */
export const COMIC_SORTS = [
  { value: 'new', label: 'Newest first' },
  { value: 'popular', label: 'Most popular' },
  { value: 'az', label: 'A to Z' },
] as const;
export const COMIC_SORT_VALUES = [
  'new',
  'popular',
  'az',
] as const satisfies readonly (typeof COMIC_SORTS)[number]['value'][];
export type ComicSort = (typeof COMIC_SORT_VALUES)[number];

/** free: has chapters anyone reads now; members: has chapters only members read now. */
export const COMIC_ACCESS_FILTERS = ['free', 'members'] as const;
export type ComicAccessFilter = (typeof COMIC_ACCESS_FILTERS)[number];
