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
import { pageWords, routeLanguage, type PageWords } from './words.ts';

// Each route's metadata, in the address's language (?lang=; words.ts). A route not listed in
// PAGES gets its title from the route table and the site's description; a route in PAGES reads its
// content, and answers null when the id in its address names nothing (the server then answers 404
// with the app's not-found page). Content (a name, a title, a synopsis) stays as it is stored.

export interface PageContext {
  db: Db;
  /** The site's public origin: structured data holds absolute URLs. */
  origin: string;
  now: Date;
  route: MatchedRoute;
}

type Page = (context: PageContext, words: PageWords) => Promise<PageMeta | null>;

/**
 * Pages the browser draws, as a page drawn here would be wrong:
 * - the guardian's dashboard: the guardian's cookie goes to /api/guardian only, so the server
 *   would ask the API as nobody and show a signed-in guardian the sign-in form;
 * - the consent link: its answer changes once it is used, and a drawn page is kept per address,
 *   so reopening it would offer Approve again.
 */
export const DRAWN_IN_BROWSER: ReadonlySet<RouteName> = new Set<RouteName>([
  'guardian',
  'guardianConsent',
]);

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

const home = (words: PageWords): Crumb => ({
  name: words.t('page.crumb.home'),
  path: paths.home.href(),
});
const SITE_CARD = { image: ogImagePaths.site, imageAlt: 'IC Universe' };

const isId = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && CONTENT_ID.test(value);

/** The metadata of a route that shows the same content to everyone who opens it. */
function fixedPage(name: RouteName, words = pageWords()): PageMeta {
  const route = paths[name];
  const title = words.title(name);
  const crumbs = name === 'home' ? [] : [home(words), { name: title, path: route.path }];
  return {
    title,
    description: words.description(name),
    path: route.path,
    ...SITE_CARD,
    type: 'website',
    noindex: NOINDEX.has(name),
    breadcrumbs: crumbs,
    structuredData: [],
  };
}

const biography: Page = async ({ db, route }, words) => {
  const id = route.query.get('id');
  const character = isId(id) ? await findCharacter(db, id) : undefined;
  if (!character) return null;
  const path = paths.biography.href(character._id);
  const name = character.originalName;
  return {
    ...fixedPage('biography', words),
    title: name,
    description: shortDescription(
      character.description || character.about || words.description('biography'),
    ),
    path,
    image: ogImagePaths.character(character._id),
    imageAlt: words.t('page.image.character', { name }),
    type: 'profile',
    breadcrumbs: [
      home(words),
      { name: words.title('characters'), path: paths.characters.href() },
      { name, path },
    ],
  };
};

async function comicOf({ db, now, route }: PageContext) {
  const id = route.params.comicId;
  return isId(id) ? findComic(db, id, now) : undefined;
}

const comicCrumbs = (words: PageWords, title: string, id: string): Crumb[] => [
  home(words),
  { name: words.title('comics'), path: paths.comics.href() },
  { name: title, path: paths.comic.href(id) },
];

const comic: Page = async (context, words) => {
  const found = await comicOf(context);
  if (!found) return null;
  const path = paths.comic.href(found._id);
  const image = ogImagePaths.comic(found._id);
  return {
    ...fixedPage('comic', words),
    title: found.title,
    description: shortDescription(found.synopsis),
    path,
    image,
    imageAlt: words.t('page.image.cover', { comic: found.title }),
    breadcrumbs: comicCrumbs(words, found.title, found._id),
    structuredData: [comicSeries(context.origin, found, path, image)],
  };
};

const chapters: Page = async (context, words) => {
  const found = await comicOf(context);
  if (!found) return null;
  const path = paths.chapters.href(found._id);
  const image = ogImagePaths.comic(found._id);
  const title = words.t('page.chapters.title', { comic: found.title });
  return {
    ...fixedPage('chapters', words),
    title,
    description: words.t('page.chapters.description', { comic: found.title }),
    path,
    image,
    imageAlt: words.t('page.image.cover', { comic: found.title }),
    breadcrumbs: [
      ...comicCrumbs(words, found.title, found._id),
      { name: words.title('chapters'), path },
    ],
    structuredData: [comicSeries(context.origin, found, path, image)],
  };
};

/** The reader: the comic, and the chapter its address names (when it names one, it must exist). */
const reader: Page = async (context, words) => {
  const found = await comicOf(context);
  const chapterId = context.route.query.get('chapter');
  if (!found) return null;
  const chapter = isId(chapterId) ? await findChapter(context.db, chapterId) : undefined;
  if (chapterId !== null && chapter?.comicId !== found._id) return null;
  const path = paths.reader.href(found._id, chapter?._id);
  const image = ogImagePaths.comic(found._id);
  const crumbs = comicCrumbs(words, found.title, found._id);
  return {
    ...fixedPage('reader', words),
    title: chapter?.title ?? words.title('reader'),
    description: chapter
      ? words.t('page.reader.chapterDescription', { number: chapter.number, comic: found.title })
      : words.t('page.reader.description', { comic: found.title }),
    path,
    image,
    imageAlt: words.t('page.image.cover', { comic: found.title }),
    breadcrumbs: chapter ? [...crumbs, { name: chapter.title, path }] : crumbs,
    structuredData: chapter ? [comicIssue(context.origin, found, chapter, path, image)] : [],
  };
};

const newsArticle: Page = async ({ db, origin, now, route }, words) => {
  const id = route.params.id;
  const blog = isId(id) ? await findBlog(db, id, now) : undefined;
  if (!blog) return null;
  const path = paths.newsArticle.href(blog._id);
  const image = ogImagePaths.blog(blog._id);
  return {
    ...fixedPage('newsArticle', words),
    title: blog.title,
    description: shortDescription(blog.subject),
    path,
    image,
    imageAlt: blog.title,
    type: 'article',
    breadcrumbs: [
      home(words),
      { name: words.title('news'), path: paths.news.href() },
      { name: blog.title, path },
    ],
    structuredData: [article(origin, blog, path, image)],
  };
};

/** The careers page lists every open job, each one a JobPosting for job search. */
const careers: Page = async ({ db, origin }, words) => {
  const jobs = await listJobs(db);
  return {
    ...fixedPage('careers', words),
    structuredData: jobs.map((job) => jobPosting(origin, job, paths.careersApply.href(job._id))),
  };
};

const careersApply: Page = async ({ db, origin, route }, words) => {
  const id = route.query.get('id');
  if (id === null) return fixedPage('careersApply', words);
  const job = isId(id) ? await findJob(db, id) : undefined;
  if (!job) return null;
  const path = paths.careersApply.href(job._id);
  return {
    ...fixedPage('careersApply', words),
    title: words.t('page.careersApply.title', { job: job.jobtitle }),
    description: shortDescription(job.description),
    path,
    breadcrumbs: [
      home(words),
      { name: words.title('careers'), path: paths.careers.href() },
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

/**
 * The page's metadata in its address's language, or null when its address names content that
 * does not exist.
 */
export function pageMeta(context: PageContext): Promise<PageMeta | null> {
  const words = pageWords(routeLanguage(context.route));
  const page = PAGES[context.route.name];
  return page ? page(context, words) : Promise.resolve(fixedPage(context.route.name, words));
}

/** The not-found page's metadata in a language (the app shows it for any address it does not know). */
export function notFoundPage(words = pageWords()): PageMeta {
  return {
    ...fixedPage('home', words),
    title: words.t('page.title.notFound'),
    description: words.t('page.description.notFound'),
    noindex: true,
  };
}

/**
 * Every studio screen (the staff's part of the app) in a language: served, never indexed, never
 * previewed. The head follows ?lang= like every page's; the studio's screens themselves stay
 * English (the staff's tool), so the browser's title becomes the studio's own once it draws.
 */
export function studioPage(words = pageWords()): PageMeta {
  return {
    ...fixedPage('home', words),
    title: words.t('page.title.studio'),
    description: words.t('page.description.studio'),
    path: studioPaths.studio.path,
    noindex: true,
  };
}
