import { z } from 'zod';
import { envelopeOf } from '../../http/envelope.ts';

// Response and parameter schemas shared by the content routes (characters, comics, blogs,
// careers, timeline, teams). Field names are spec section 3's.

export const INVALID_ID = 'Invalid id.';
export const CONTENT_ID = /^[0-9a-f]{24}$/;

export const idParams = z.object({
  id: z.string().regex(CONTENT_ID, INVALID_ID).describe('24 lowercase hex characters'),
});

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The envelope, plus `meta` beside `data` when a page was asked for. */
export function pagedEnvelopeOf<T extends z.ZodType>(data: T) {
  return envelopeOf(data).extend({ meta: pageMetaSchema.optional() });
}

export function pageMeta(total: number, page: number, limit: number): PageMeta {
  return { total, page, limit, pages: Math.ceil(total / limit) };
}

const nullableText = z.string().nullable();
const imageWithText = z.object({ image: z.string(), text: z.string() });

export const characterListItemSchema = z.object({
  _id: z.string(),
  originalName: z.string(),
  mainImageUrl: z.string(),
});

export const characterSchema = z.object({
  _id: z.string(),
  originalName: z.string(),
  knownAs: nullableText,
  powers: z.array(z.string()),
  weapon: z.array(z.string()),
  height: nullableText,
  age: nullableText,
  species: nullableText,
  weight: nullableText,
  birthDate: nullableText,
  eyes: nullableText,
  gender: nullableText,
  hair: nullableText,
  placeOfOrigin: nullableText,
  universe: nullableText,
  family: z.array(z.string()),
  friends: z.array(z.string()),
  enemies: z.array(z.string()),
  groupAffiliations: z.array(z.string()),
  creator: z.array(z.string()),
  description: nullableText,
  about: nullableText,
  origin: imageWithText,
  storyLine: imageWithText,
  mainImageUrl: z.string(),
  mainLandscapeImageUrl: z.string(),
  power1ImageUrl: z.string(),
  power2ImageUrl: z.string(),
  power3ImageUrl: z.string(),
  alignment: z.enum(['hero', 'middle', 'villain']),
});

export const heroSlideSchema = z.object({
  key: z.string(),
  label: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: z.string(),
  button: z.string(),
});

export const comicSchema = z.object({
  _id: z.string(),
  title: z.string(),
  coverImg: z.string(),
  releasedYear: z.union([z.number(), z.string()]),
  authors: z.union([z.array(z.string()), z.string()]),
  createdAt: z.string(),
});

export const chapterSchema = z.object({
  _id: z.string(),
  comicId: z.string(),
  title: z.string(),
  chapPdf: z.string(),
  chapImage: z.string(),
  releaseDate: z.string().nullable().optional(),
  pageCount: z.number().int(),
});

export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subject: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  category: z.enum(['general', 'foundation', 'ic']),
  coverImageUrl: z.string(),
  news: z.array(z.object({ imageUrl: z.string(), story: z.string() })),
});

export const jobSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  jobtitle: z.string(),
  description: z.string(),
  department: z.string(),
  jobtypes: z.string(),
  position: z.number().int(),
  tasks: z.array(z.string()),
  skills: z.array(z.string()),
});

export const timelineStorySchema = z.object({
  _id: z.string(),
  category: z.string(),
  title: z.string(),
  eventDate: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});

export const teamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  members: z.array(z.object({ name: z.string(), img: z.string(), year: z.string() })),
});
