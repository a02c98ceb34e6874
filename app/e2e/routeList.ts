// The addresses of every route of app/src/paths.ts for the journeys that visit them all: each
// route with no parameters at its path, and the routes with parameters with real ids read from
// the seeded server.
import type { APIRequestContext } from '@playwright/test';
import { paths, ROUTE_NAMES, type RouteName } from '../src/paths';

/** The routes with parameters, filled in by `routesWithIds`. */
const WITH_IDS = new Set<RouteName>(['newsArticle', 'resetPasswordLink', 'chapters', 'reader']);

/** Routes whose page needs a signed-in reader (the others render the same either way). */
export const SIGNED_IN_ROUTES = new Set<RouteName>([
  'loggedIn',
  'premium',
  'dashboard',
  'myAccount',
  'createAvatar',
  'cart',
  'orderComplete',
]);

/** Every route of paths.ts with no parameters, by name, except those left out. */
export function staticRoutes(except: ReadonlySet<RouteName> = new Set()): RouteName[] {
  return ROUTE_NAMES.filter((name) => !except.has(name) && !WITH_IDS.has(name));
}

async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id;
  if (!id) throw new Error(`No item at ${path}`);
  return id;
}

/**
 * The routes with ids, at real addresses (the news article, a biography, a job's application,
 * a comic's page, its chapters and its reader). The mailed reset link is followed in auth-login.spec.ts.
 */
export async function routesWithIds(request: APIRequestContext): Promise<string[]> {
  const comic = await firstId(request, '/comic');
  const blog = await firstId(request, '/blog/getallblog');
  const character = await firstId(request, '/character/getAll?page=1&limit=1');
  const job = await firstId(request, '/career/getall');
  const chapter = await firstId(request, `/comicChap/${comic}/chapters`);
  return [
    paths.newsArticle.href(blog),
    paths.biography.href(character),
    paths.careersApply.href(job),
    paths.comic.href(comic),
    paths.chapters.href(comic),
    paths.reader.href(comic, chapter),
  ];
}
