// What the content routes answer (characters, comics, chapters, blogs, jobs, timeline, teams).
// Field names are spec section 3's, including the served spellings (jobtitle, jobtypes).
import { z } from 'zod';
import { accessLevelSchema, ratingSchema } from '../access/schemas.ts';
import { chapterLockSchema } from './access.ts';
import { COMIC_GENRES, COMIC_STATUSES } from '../constants/discovery.ts';

const nullableText = z.string().nullable();
const texts = z.array(z.string());

export const characterAlignmentSchema = z.enum(['hero', 'middle', 'villain']);
export type CharacterAlignment = z.infer<typeof characterAlignmentSchema>;

export const characterListItemSchema = z.object({
  _id: z.string(),
  originalName: z.string(),
  mainImageUrl: z.string(),
  alignment: characterAlignmentSchema,
  universe: nullableText,
  faction: nullableText.describe('The team or court they belong to'),
});
export type CharacterListItem = z.infer<typeof characterListItemSchema>;

export const imageWithTextSchema = z.object({ image: z.string(), text: z.string() });
export type ImageWithText = z.infer<typeof imageWithTextSchema>;

/**
 * Scalar fields may be null or '' when unknown; the biography shows them as N/A. Age and birth
 * date are data (display is the app's: `ageLabel`, `birthDateLabel`), with a note for legends.
 */
export const characterSchema = z.object({
  _id: z.string(),
  originalName: z.string(),
  knownAs: nullableText,
  powers: texts,
  weapon: texts,
  height: nullableText,
  age: z.number().int().nonnegative().nullable().describe('Whole years'),
  ageNote: nullableText.describe(
    "The biography's words when the number alone does not say it ('3 (activated)', 'Older than stars'); else null",
  ),
  species: nullableText,
  weight: nullableText,
  birthDate: z.iso.date().nullable().describe('YYYY-MM-DD'),
  birthDateNote: nullableText.describe(
    "The biography's words when they are not just the date ('Before the first star'); else null",
  ),
  eyes: nullableText,
  gender: nullableText,
  hair: nullableText,
  placeOfOrigin: nullableText,
  universe: nullableText,
  family: texts,
  friends: texts,
  enemies: texts,
  groupAffiliations: texts,
  creator: texts,
  description: nullableText,
  about: nullableText,
  origin: imageWithTextSchema,
  storyLine: imageWithTextSchema,
  mainImageUrl: z.string(),
  mainLandscapeImageUrl: z.string(),
  power1ImageUrl: z.string(),
  power2ImageUrl: z.string(),
  power3ImageUrl: z.string(),
  alignment: characterAlignmentSchema,
  faction: nullableText.describe('The team or court they belong to'),
});
export type Character = z.infer<typeof characterSchema>;

/** What another character is to this one: an ally, a rival, their mentor, their student, family. */
export const CONNECTION_KINDS = ['ally', 'rival', 'mentor', 'student', 'family'] as const;
export const connectionKindSchema = z.enum(CONNECTION_KINDS);
export type ConnectionKind = z.infer<typeof connectionKindSchema>;

export const characterConnectionSchema = z.object({
  kind: connectionKindSchema.describe(
    'What the linked character is to this one (mentor: they teach this one; student: this one teaches them)',
  ),
  character: characterListItemSchema.pick({ _id: true, originalName: true, mainImageUrl: true }),
});
export type CharacterConnection = z.infer<typeof characterConnectionSchema>;

export const appearanceChapterSchema = z.object({
  _id: z.string(),
  number: z.number().int().positive(),
  title: z.string(),
});

export const appearanceSchema = z.object({
  comicId: z.string(),
  comicTitle: z.string(),
  chapters: z
    .array(appearanceChapterSchema)
    .describe('The chapters they appear in, in reading order'),
});
export type Appearance = z.infer<typeof appearanceSchema>;

export const firstAppearanceSchema = z.object({
  comicId: z.string(),
  comicTitle: z.string(),
  chapter: appearanceChapterSchema,
});
export type FirstAppearance = z.infer<typeof firstAppearanceSchema>;

/** GET /character/get/:id: the biography, where they appear and who they are linked to. */
export const characterDetailSchema = characterSchema.extend({
  firstAppearance: firstAppearanceSchema
    .nullable()
    .describe('The earliest released chapter they appear in'),
  appearsIn: z.array(appearanceSchema).describe('Comics they appear in, by first appearance'),
  connections: z
    .array(characterConnectionSchema)
    .describe('Mutual: each link is listed on both characters'),
});
export type CharacterDetail = z.infer<typeof characterDetailSchema>;

export const heroSlideSchema = z.object({
  key: z.string(),
  label: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: z.string(),
  button: z.string(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const comicGenreSchema = z.enum(COMIC_GENRES);
export type ComicGenre = z.infer<typeof comicGenreSchema>;

export const comicStatusSchema = z.enum(COMIC_STATUSES);
export type ComicStatus = z.infer<typeof comicStatusSchema>;

export const CREATOR_ROLES = ['writer', 'artist', 'colourist', 'letterer'] as const;
export const creatorSchema = z.object({ name: z.string(), role: z.enum(CREATOR_ROLES) });
export type Creator = z.infer<typeof creatorSchema>;

export const comicSchema = z.object({
  _id: z.string(),
  title: z.string(),
  coverImg: z.string(),
  releasedYear: z.union([z.number(), z.string()]),
  authors: z.union([texts, z.string()]),
  createdAt: z.string(),
  rating: ratingSchema,
  chapterCount: z.number().int().nonnegative(),
  membersChapterCount: z
    .number()
    .int()
    .nonnegative()
    .describe('Chapters only members read now: members-only, and early access not yet public'),
  firstChapterOn: z
    .string()
    .nullable()
    .describe(
      'The release day of its first chapter (YYYY-MM-DD; an undated chapter counts as out); ' +
        'null when it has no chapter yet. Until that day the comic is upcoming',
    ),
  synopsis: z.string(),
  genres: z.array(comicGenreSchema),
  status: comicStatusSchema,
  creators: z.array(creatorSchema),
  characterIds: z.array(z.string()).describe('Its cast, leads first'),
});
export type Comic = z.infer<typeof comicSchema>;

/** GET /comic/:id: the comic with the faces of its cast, leads first. */
export const comicDetailSchema = comicSchema.extend({
  cast: z
    .array(characterListItemSchema.pick({ _id: true, originalName: true, mainImageUrl: true }))
    .describe('The characters of characterIds, in that order'),
});
export type ComicDetail = z.infer<typeof comicDetailSchema>;

/** A chapter as one caller sees it: `readable`, `lock` and `chapPdf` depend on who asks. */
export const chapterSchema = z.object({
  _id: z.string(),
  comicId: z.string(),
  number: z.number().int().positive(),
  title: z.string(),
  chapPdf: z
    .string()
    .nullable()
    .describe('The PDF under /media; null when this caller may not read the chapter'),
  chapImage: z.string(),
  releaseDate: z.string().nullable().optional(),
  pageCount: z.number().int(),
  access: accessLevelSchema,
  publicAt: z.string().nullable().describe('When an early-access chapter turns free; else null'),
  rating: ratingSchema.describe("The comic's rating"),
  readable: z.boolean(),
  lock: chapterLockSchema.nullable(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const blogCategorySchema = z.enum(['general', 'foundation', 'ic']);
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** A category as clients and content files name it: the original site's labels (IC, Foundation) too. */
export const blogCategoryLabelSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(blogCategorySchema)
  .describe('general, foundation or ic, in any case (the original labels IC and Foundation)');

export const blogEntrySchema = z.object({
  imageUrl: z.string(),
  story: z.string(),
  heading: z.string().nullable().describe('Opens a new section of the article'),
});
export type BlogEntry = z.infer<typeof blogEntrySchema>;

export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subject: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  category: blogCategorySchema,
  coverImageUrl: z.string(),
  news: z.array(blogEntrySchema),
  comicId: z.string().nullable().describe('The comic it is about'),
  characterId: z.string().nullable().describe('The character it is about'),
});
export type Blog = z.infer<typeof blogSchema>;

/** GET /blog/latestblog answers outside the envelope's `data` (spec section 7). */
export const latestBlogsSchema = z.object({ success: z.literal(true), blogs: z.array(blogSchema) });
export type LatestBlogs = z.infer<typeof latestBlogsSchema>;

/** A job as the API serves it; the client renames it (see `toJobView`). */
export const jobSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  jobtitle: z.string(),
  description: z.string(),
  department: z.string(),
  jobtypes: z.string(),
  position: z.number().int(),
  tasks: texts,
  skills: texts,
});
export type Job = z.infer<typeof jobSchema>;

/** What a stored job application answers. */
export const jobApplicationReceiptSchema = z.object({ applicationId: z.string() });
export type JobApplicationReceipt = z.infer<typeof jobApplicationReceiptSchema>;

/** A timeline story; month, year and eventNumber are the original site's fields, from eventDate. */
export const timelineStorySchema = z.object({
  _id: z.string(),
  category: z.string(),
  title: z.string(),
  eventDate: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  month: z.string().describe("The event's month in English: 'January'…'December'"),
  year: z.number().int().describe("The event's year"),
  eventNumber: z
    .number()
    .int()
    .positive()
    .describe("The story's place in its category's timeline, oldest first, from 1"),
});
export type TimelineStory = z.infer<typeof timelineStorySchema>;

export const teamMemberSchema = z.object({ name: z.string(), img: z.string(), year: z.string() });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  members: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;
