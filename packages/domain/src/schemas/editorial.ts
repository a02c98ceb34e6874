// The studio's editorial bodies and queries (issue 18): blogs, characters, careers. Our own
// wording in the spec's tone: say what to do, briefly.
import { z } from 'zod';
import { blogCategorySchema } from '../contracts/content.ts';
import { formatIndianNumber } from '../logic/format.ts';
import { studioPageQuerySchema } from './studio.ts';

/** Where a blog is: only published ones (and scheduled ones whose time has come) are public. */
export const BLOG_STATUSES = ['draft', 'published', 'scheduled'] as const;
export const blogStatusSchema = z.enum(BLOG_STATUSES, {
  error: 'Choose draft, published or scheduled',
});
export type BlogStatus = z.infer<typeof blogStatusSchema>;

/** Where an application is in hiring. */
export const APPLICATION_STATUSES = ['new', 'shortlisted', 'rejected', 'hired'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: 'Choose new, shortlisted, rejected or hired',
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const BLOG_BODY_MAX = 50_000;

export const EDITORIAL_MESSAGES = {
  titleRequired: 'Please give a title',
  subjectRequired: 'Please give a subject: one line under the title',
  authorRequired: "Please give the author's name",
  bodyRequired: 'Please write the story',
  bodyTooLong: `Keep the story under ${formatIndianNumber(BLOG_BODY_MAX)} characters`,
  imageInvalid: 'Choose an image from our media store (upload one)',
  scheduleNeedsTime: 'A scheduled blog needs the moment it goes out',
  timeOnlyWhenScheduled: 'Only a scheduled blog has a time: clear it, or choose scheduled',
  publishAtInvalid: 'Enter a date and time, like 2026-12-01T10:00:00+05:30',
  nameRequired: 'Please give the name',
  descriptionRequired: 'Please describe the job',
  departmentRequired: 'Please name the department',
  positionsInvalid: 'Positions is a whole number from 1 to 100',
  nothingToChange: 'Change at least one field',
  unknownBlog: 'We could not find this blog.',
  unknownCharacter: 'We could not find this character.',
  unknownJob: 'We could not find this job.',
  unknownApplication: 'We could not find this application.',
  blogSaved: 'Blog saved.',
  blogPublished: 'Blog saved: the site shows it now.',
  blogScheduled: 'Blog saved: it goes out at the time set.',
  characterSaved: 'Character saved: the site shows it now.',
  jobSaved: 'Job saved: the careers page shows it now.',
  jobClosed: 'Job closed: it has left the careers page.',
  jobReopened: 'Job reopened: the careers page shows it again.',
  jobAlreadyClosed: 'This job is already closed.',
  jobNotClosed: 'This job is open.',
  applicationSaved: 'Status saved.',
  imageUploaded: 'Image uploaded.',
  imageNotAllowed: 'Upload a PNG, JPEG, WebP or GIF image.',
  imageTooLarge: 'Images can be up to 5 MB.',
  imageMissing: 'Choose an image to upload.',
} as const;

/** Pictures come from our media store only: a path the server stores under /media/. */
const MEDIA_PATH = /^\/media\/[A-Za-z0-9._~/-]{1,300}$/;
export const mediaImageField = z
  .string({ error: EDITORIAL_MESSAGES.imageInvalid })
  .trim()
  .regex(MEDIA_PATH, EDITORIAL_MESSAGES.imageInvalid);

function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `Keep it under ${max} characters`);
}

/** An empty field means no time. */
const publishAtField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.iso.datetime({ offset: true, error: EDITORIAL_MESSAGES.publishAtInvalid }).nullable(),
);

/** POST /api/studio/blogs and PUT /api/studio/blogs/:blogId: the whole blog, as the form holds it. */
export const blogDraftSchema = z
  .strictObject({
    title: requiredText(EDITORIAL_MESSAGES.titleRequired, 200),
    subject: requiredText(EDITORIAL_MESSAGES.subjectRequired, 300),
    authorName: requiredText(EDITORIAL_MESSAGES.authorRequired, 100),
    category: blogCategorySchema,
    coverImageUrl: mediaImageField,
    body: z
      .string({ error: EDITORIAL_MESSAGES.bodyRequired })
      .trim()
      .min(1, { error: EDITORIAL_MESSAGES.bodyRequired, abort: true })
      .max(BLOG_BODY_MAX, EDITORIAL_MESSAGES.bodyTooLong),
    status: blogStatusSchema,
    publishAt: publishAtField,
  })
  .superRefine((blog, ctx) => {
    if (blog.status === 'scheduled' && blog.publishAt === null)
      ctx.addIssue({
        code: 'custom',
        path: ['publishAt'],
        message: EDITORIAL_MESSAGES.scheduleNeedsTime,
      });
    if (blog.status !== 'scheduled' && blog.publishAt !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['publishAt'],
        message: EDITORIAL_MESSAGES.timeOnlyWhenScheduled,
      });
  });
export type BlogDraftPayload = z.input<typeof blogDraftSchema>;
export type BlogDraft = z.output<typeof blogDraftSchema>;

/** GET /api/studio/characters: a page of the 2,500+, by the start or any part of the name. */
export const studioCharacterQuerySchema = studioPageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});

/** A character's one-line facts the studio edits (empty: N/A on the biography). */
export const CHARACTER_TEXT_FIELDS = [
  'knownAs',
  'height',
  'species',
  'weight',
  'eyes',
  'gender',
  'hair',
  'placeOfOrigin',
  'universe',
  'description',
  'about',
  'originText',
  'storyLineText',
] as const;
/** Lists: one entry a line in the form. */
export const CHARACTER_LIST_FIELDS = [
  'powers',
  'weapon',
  'family',
  'friends',
  'enemies',
  'groupAffiliations',
  'creator',
] as const;
export const CHARACTER_IMAGE_FIELDS = [
  'mainImageUrl',
  'mainLandscapeImageUrl',
  'originImage',
  'storyLineImage',
  'power1ImageUrl',
  'power2ImageUrl',
  'power3ImageUrl',
] as const;
export type CharacterTextField = (typeof CHARACTER_TEXT_FIELDS)[number];
export type CharacterListField = (typeof CHARACTER_LIST_FIELDS)[number];
export type CharacterImageField = (typeof CHARACTER_IMAGE_FIELDS)[number];

const LONG_TEXT = new Set<CharacterTextField>([
  'description',
  'about',
  'originText',
  'storyLineText',
]);
const listEntry = z.string().trim().min(1).max(200);

/** PUT /api/studio/characters/:characterId: the biography's fields and pictures. */
export const characterEditSchema = z.strictObject({
  originalName: requiredText(EDITORIAL_MESSAGES.nameRequired, 120),
  ...(Object.fromEntries(
    CHARACTER_TEXT_FIELDS.map((name) => [
      name,
      z
        .string()
        .trim()
        .max(LONG_TEXT.has(name) ? 5000 : 200),
    ]),
  ) as Record<CharacterTextField, z.ZodString>),
  ...(Object.fromEntries(
    CHARACTER_LIST_FIELDS.map((name) => [name, z.array(listEntry).max(50)]),
  ) as Record<CharacterListField, z.ZodArray<typeof listEntry>>),
  ...(Object.fromEntries(CHARACTER_IMAGE_FIELDS.map((name) => [name, mediaImageField])) as Record<
    CharacterImageField,
    typeof mediaImageField
  >),
});
export type CharacterEditPayload = z.input<typeof characterEditSchema>;
export type CharacterEdit = z.output<typeof characterEditSchema>;

/** A list field as the form holds it: one entry a line, blank lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** POST /api/studio/jobs and PUT /api/studio/jobs/:jobId. Tasks and skills: one a line. */
export const jobDraftSchema = z.strictObject({
  jobtitle: requiredText(EDITORIAL_MESSAGES.titleRequired, 150),
  description: requiredText(EDITORIAL_MESSAGES.descriptionRequired, 5000),
  department: requiredText(EDITORIAL_MESSAGES.departmentRequired, 100),
  // The spec's job types, less the filter's 'All Job Types'.
  jobtypes: z.enum(['Internship', 'Full-time', 'Freelancer'], {
    error: 'Choose Internship, Full-time or Freelancer',
  }),
  position: z.coerce
    .number({ error: EDITORIAL_MESSAGES.positionsInvalid })
    .int(EDITORIAL_MESSAGES.positionsInvalid)
    .min(1, EDITORIAL_MESSAGES.positionsInvalid)
    .max(100, EDITORIAL_MESSAGES.positionsInvalid),
  tasks: z.array(listEntry).max(30),
  skills: z.array(listEntry).max(30),
});
export type JobDraftPayload = z.input<typeof jobDraftSchema>;
export type JobDraft = z.output<typeof jobDraftSchema>;

export const applicationStatusChangeSchema = z.strictObject({ status: applicationStatusSchema });
