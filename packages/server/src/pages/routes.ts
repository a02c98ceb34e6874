import { MESSAGES } from '@ic/domain';
import { paths, studioPaths, type RouteName } from '@ic/domain/paths';
import type { Db } from '../db/database.ts';
import { findBlog } from '../repositories/blogs.ts';
import { findJob, listJobs } from '../repositories/careers.ts';
import { findCharacter } from '../repositories/characters.ts';
import { findChapter, findComic } from '../repositories/comics.ts';
import { CONTENT_ID } from '../routes/content/schemas.ts';
import { shortDescription, type PageMeta } from './head.ts';
import type { MatchedRoute } from './match.ts';
import { ogImagePaths } from './og-paths.ts';
import { article, comicIssue, comicSeries, jobPosting, type Crumb } from './structured-data.ts';

// Each route's metadata. A route not listed in PAGES gets its title from the route table and
// SITE_DESCRIPTION; a route in PAGES reads its content, and answers null when the id in its
// address names nothing (the server then answers 404 with the app's not-found page).

export interface PageContext {
  db: Db;
  /** The site's public origin: structured data holds absolute URLs. */
  origin: string;
  now: Date;
  route: MatchedRoute;
}

type Page = (context: PageContext) => Promise<PageMeta | null>;

export const SITE_DESCRIPTION = 'IC Universe: Indian superheroes, comics, animation and games.';

/** Pages about one person: the account, checkout, sign-in links and reading. */
const NOINDEX: ReadonlySet<RouteName> = new Set<RouteName>([
  'loggedIn',
  'premium',
  'login',
  'forgotPassword',
  'resetPassword',
  'resetPasswordLink',
  'signup',
  'dashboard',
  'myAccount',
  'search',
  'careersApply',
  'cart',
  'orderComplete',
  'reader',
  'guardian',
  'guardianSignIn',
  'guardianConsent',
  'createAvatar',
  'feedback',
  'errorReport',
]);

/** The public pages a search engine is told about (sitemap.xml): every fixed route not above. */
export const isIndexed = (name: RouteName) => !NOINDEX.has(name);

const DESCRIPTIONS: Partial<Record<RouteName, string>> = {
  characters: 'Browse the heroes, villains and everyone in between of the IC Universe.',
  comics: 'Every IC Universe comic: Indian superheroes in series you can read chapter by chapter.',
  news: 'Blogs and news from IC Universe: new chapters, characters, the studio and the foundation.',
  allNews: 'Every blog post and news story from IC Universe.',
  careers: 'Open jobs at IC Universe: write, draw and build Indian superhero stories with us.',
  about: 'Who makes IC Universe, an Indian studio of comics, animation and games.',
  supportUs: 'Support IC Universe and its foundation with a donation.',
  ultimate: 'IC Ultimate: every chapter, early access and more for members.',
  community: 'Join the IC Universe community.',
};

const HOME: Crumb = { name: 'Home', path: paths.home.href() };
const SITE_CARD = { image: ogImagePaths.site, imageAlt: 'IC Universe' };

const isId = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && CONTENT_ID.test(value);

/** The metadata of a route that shows the same content to everyone who opens it. */
function fixedPage(name: RouteName): PageMeta {
  const route = paths[name];
  const crumbs = name === 'home' ? [] : [HOME, { name: route.title, path: route.path }];
  return {
    title: route.title,
    description: DESCRIPTIONS[name] ?? SITE_DESCRIPTION,
    path: route.path,
    ...SITE_CARD,
    type: 'website',
    noindex: NOINDEX.has(name),
    breadcrumbs: crumbs,
    structuredData: [],
  };
}

const biography: Page = async ({ db, route }) => {
  const id = route.query.get('id');
  const character = isId(id) ? await findCharacter(db, id) : undefined;
  if (!character) return null;
  const path = paths.biography.href(character._id);
  const name = character.originalName;
  return {
    ...fixedPage('biography'),
    title: name,
    description: shortDescription(character.description || character.about || SITE_DESCRIPTION),
    path,
    image: ogImagePaths.character(character._id),
    imageAlt: `${name}, an IC Universe character`,
    type: 'profile',
    breadcrumbs: [
      HOME,
      { name: paths.characters.title, path: paths.characters.href() },
      { name, path },
    ],
  };
};

async function comicOf({ db, now, route }: PageContext) {
  const id = route.params.comicId;
  return isId(id) ? findComic(db, id, now) : undefined;
}

const comicCrumbs = (title: string, id: string): Crumb[] => [
  HOME,
  { name: paths.comics.title, path: paths.comics.href() },
  { name: title, path: paths.comic.href(id) },
];

const comic: Page = async (context) => {
  const found = await comicOf(context);
  if (!found) return null;
  const path = paths.comic.href(found._id);
  const image = ogImagePaths.comic(found._id);
  return {
    ...fixedPage('comic'),
    title: found.title,
    description: shortDescription(found.synopsis),
    path,
    image,
    imageAlt: `The cover of ${found.title}`,
    breadcrumbs: comicCrumbs(found.title, found._id),
    structuredData: [comicSeries(context.origin, found, path, image)],
  };
};

const chapters: Page = async (context) => {
  const found = await comicOf(context);
  if (!found) return null;
  const path = paths.chapters.href(found._id);
  const image = ogImagePaths.comic(found._id);
  const title = `${found.title}: ${paths.chapters.title}`;
  return {
    ...fixedPage('chapters'),
    title,
    description: `Read ${found.title}, an IC Universe comic, chapter by chapter.`,
    path,
    image,
    imageAlt: `The cover of ${found.title}`,
    breadcrumbs: [...comicCrumbs(found.title, found._id), { name: paths.chapters.title, path }],
    structuredData: [comicSeries(context.origin, found, path, image)],
  };
};

/** The reader: the comic, and the chapter its address names (when it names one, it must exist). */
const reader: Page = async (context) => {
  const found = await comicOf(context);
  const chapterId = context.route.query.get('chapter');
  if (!found) return null;
  const chapter = isId(chapterId) ? await findChapter(context.db, chapterId) : undefined;
  if (chapterId !== null && chapter?.comicId !== found._id) return null;
  const path = paths.reader.href(found._id, chapter?._id);
  const image = ogImagePaths.comic(found._id);
  const crumbs = comicCrumbs(found.title, found._id);
  return {
    ...fixedPage('reader'),
    title: chapter?.title ?? paths.reader.title,
    description: chapter
      ? `Chapter ${chapter.number} of ${found.title}, an IC Universe comic.`
      : `Read ${found.title}, an IC Universe comic.`,
    path,
    image,
    imageAlt: `The cover of ${found.title}`,
    breadcrumbs: chapter ? [...crumbs, { name: chapter.title, path }] : crumbs,
    structuredData: chapter ? [comicIssue(context.origin, found, chapter, path, image)] : [],
  };
};

const newsArticle: Page = async ({ db, origin, now, route }) => {
  const id = route.params.id;
  const blog = isId(id) ? await findBlog(db, id, now) : undefined;
  if (!blog) return null;
  const path = paths.newsArticle.href(blog._id);
  const image = ogImagePaths.blog(blog._id);
  return {
    ...fixedPage('newsArticle'),
    title: blog.title,
    description: shortDescription(blog.subject),
    path,
    image,
    imageAlt: blog.title,
    type: 'article',
    breadcrumbs: [
      HOME,
      { name: paths.news.title, path: paths.news.href() },
      { name: blog.title, path },
    ],
    structuredData: [article(origin, blog, path, image)],
  };
};

/** The careers page lists every open job, each one a JobPosting for job search. */
const careers: Page = async ({ db, origin }) => {
  const jobs = await listJobs(db);
  return {
    ...fixedPage('careers'),
    structuredData: jobs.map((job) => jobPosting(origin, job, paths.careersApply.href(job._id))),
  };
};

const careersApply: Page = async ({ db, origin, route }) => {
  const id = route.query.get('id');
  if (id === null) return fixedPage('careersApply');
  const job = isId(id) ? await findJob(db, id) : undefined;
  if (!job) return null;
  const path = paths.careersApply.href(job._id);
  return {
    ...fixedPage('careersApply'),
    title: `Apply: ${job.jobtitle}`,
    description: shortDescription(job.description),
    path,
    breadcrumbs: [
      HOME,
      { name: paths.careers.title, path: paths.careers.href() },
      { name: job.jobtitle, path },
    ],
    structuredData: [jobPosting(origin, job, path)],
  };
};

const PAGES: Partial<Record<RouteName, Page>> = {
  biography,
  comic,
  chapters,
  reader,
  newsArticle,
  careers,
  careersApply,
};

/** The page's metadata, or null when its address names content that does not exist. */
export function pageMeta(context: PageContext): Promise<PageMeta | null> {
  const page = PAGES[context.route.name];
  return page ? page(context) : Promise.resolve(fixedPage(context.route.name));
}

/** The not-found page's metadata (the app shows it for any address it does not know). */
export const NOT_FOUND_PAGE: PageMeta = {
  ...fixedPage('home'),
  title: MESSAGES.notFound,
  description: 'This page does not exist on IC Universe.',
  noindex: true,
};

/** Every studio screen (the staff's part of the app): served, never indexed, never previewed. */
export const STUDIO_PAGE: PageMeta = {
  ...fixedPage('home'),
  title: studioPaths.studio.title,
  description: 'The IC Universe studio, for staff.',
  path: studioPaths.studio.path,
  noindex: true,
};
