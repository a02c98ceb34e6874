import {
  accessLevelSchema,
  blogCategoryLabelSchema,
  comicGenreSchema,
  comicStatusSchema,
  creatorSchema,
  DEPARTMENTS,
  JOB_TYPES,
  ratingSchema,
} from '@ic/domain';
import { z } from 'zod';

// The JSON files of a content folder (see the README's "Content" section). Ids are optional:
// without one, the id is derived from the name or title the way the seed derives its own, so
// importing the same file twice (or a title the seed already has) updates rather than duplicates.

const id = z
  .string()
  .regex(/^[0-9a-f]{24}$/, 'must be 24 lowercase hex characters')
  .optional();
const text = z.string().trim().max(10_000);
const line = z.string().trim().max(500);
const list = z.array(line).max(100).default([]);
/**
 * An http(s) URL, a /media path, or a file in the folder's media/ directory. Images left out are
 * drawn by our generator, like the seeded ones.
 */
const mediaRef = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => /^(https?:\/\/|\/media\/|media\/)/.test(v) && !v.includes('..'),
    'must be an http(s) URL, a /media/ path or a media/ file',
  );
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const timestamp = z.iso.datetime({ offset: true }).or(date);

export const importedCharacter = z.object({
  _id: id,
  rank: z.number().int().min(1).optional(),
  alignment: z.enum(['hero', 'middle', 'villain']).default('hero'),
  originalName: z.string().trim().min(1).max(120),
  knownAs: line.default(''),
  powers: list,
  weapon: list,
  height: line.default(''),
  // The served shape (a number) or the biography's words.
  age: z.union([z.number().int().min(0).transform(String), line]).default(''),
  species: line.default(''),
  weight: line.default(''),
  birthDate: line.default(''),
  eyes: line.default(''),
  gender: line.default(''),
  hair: line.default(''),
  placeOfOrigin: line.default(''),
  universe: line.default(''),
  /** The team or court they belong to. */
  faction: line.default(''),
  family: list,
  friends: list,
  enemies: list,
  groupAffiliations: list,
  creator: list,
  description: text.default(''),
  about: text.default(''),
  origin: z.object({ image: mediaRef.optional(), text: text.default('') }).default({ text: '' }),
  storyLine: z.object({ image: mediaRef.optional(), text: text.default('') }).default({ text: '' }),
  mainImageUrl: mediaRef.optional(),
  mainLandscapeImageUrl: mediaRef.optional(),
  power1ImageUrl: mediaRef.optional(),
  power2ImageUrl: mediaRef.optional(),
  power3ImageUrl: mediaRef.optional(),
});

export const IMPORT_MESSAGES = {
  earlyNeedsPublicAt:
    'an early-access chapter needs publicAt: the date it becomes free for everyone',
  publicAtOnlyEarly:
    'publicAt is only for early-access chapters: remove it, or set access to "early"',
} as const;

export const importedChapter = z
  .object({
    _id: id,
    title: line.min(1),
    chapPdf: mediaRef.refine(
      (v) => !v.startsWith('media/') || v.toLowerCase().endsWith('.pdf'),
      'must be a .pdf file',
    ),
    chapImage: mediaRef.optional(),
    releaseDate: date.nullable().default(null),
    /** Counted from the PDF when left out. */
    pageCount: z.number().int().min(1).optional(),
    /** free: everyone; members: Ultimate members; early: members until publicAt, then everyone. */
    access: accessLevelSchema.default('free'),
    publicAt: timestamp.nullable().default(null),
  })
  .superRefine((chapter, ctx) => {
    if (chapter.access === 'early' && chapter.publicAt === null)
      ctx.addIssue({
        code: 'custom',
        path: ['publicAt'],
        message: IMPORT_MESSAGES.earlyNeedsPublicAt,
      });
    if (chapter.access !== 'early' && chapter.publicAt !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['publicAt'],
        message: IMPORT_MESSAGES.publicAtOnlyEarly,
      });
  });

export const importedComic = z.object({
  _id: id,
  rank: z.number().int().min(1).optional(),
  title: line.min(1),
  coverImg: mediaRef.optional(),
  releasedYear: z.number().int().min(1900).max(2100),
  authors: z.array(line.min(1)).min(1),
  synopsis: text.default(''),
  /** G, PG or T (spec section 6). */
  rating: ratingSchema.default('G'),
  genres: z.array(comicGenreSchema).max(11).default([]),
  status: comicStatusSchema.default('complete'),
  /** Who made it: writer, artist, colourist, letterer. */
  creators: z.array(creatorSchema).max(20).default([]),
  createdAt: timestamp.optional(),
  chapters: z.array(importedChapter).min(1),
});

export const importedBlog = z.object({
  _id: id,
  title: line.min(1),
  subject: line.default(''),
  authorName: line.min(1),
  category: blogCategoryLabelSchema,
  createdAt: timestamp,
  coverImageUrl: mediaRef.optional(),
  news: z
    .array(
      z.object({
        imageUrl: mediaRef.optional(),
        story: text.min(1),
        /** Opens a new section of the article. */
        heading: line.optional(),
      }),
    )
    .min(1),
});

export const importedJob = z.object({
  _id: id,
  jobtitle: line.min(1),
  description: text.default(''),
  department: z.enum(DEPARTMENTS.slice(1) as [string, ...string[]]),
  jobtypes: z.enum(JOB_TYPES.slice(1) as [string, ...string[]]),
  position: z.number().int().min(1).default(1),
  tasks: list,
  skills: list,
  createdAt: timestamp.optional(),
});

export const importedTimelineStory = z.object({
  _id: id,
  category: line.default('Support Us'),
  title: line.min(1),
  eventDate: date,
  description: text.default(''),
  imageUrl: mediaRef.optional(),
});

/** Teams are matched by name: importing "Content" replaces that team's members. */
export const importedTeam = z.object({
  name: line.min(1),
  members: z
    .array(z.object({ name: line.min(1), img: mediaRef.optional(), year: line.default('') }))
    .default([]),
});

/** Each file of a content folder, all optional, and what its entries look like. */
export const CONTENT_FILES = {
  characters: z.array(importedCharacter),
  comics: z.array(importedComic),
  blogs: z.array(importedBlog),
  jobs: z.array(importedJob),
  timeline: z.array(importedTimelineStory),
  teams: z.array(importedTeam),
};

export type ContentFiles = {
  [K in keyof typeof CONTENT_FILES]: z.output<(typeof CONTENT_FILES)[K]>;
};
