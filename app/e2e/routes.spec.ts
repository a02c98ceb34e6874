// Every route of spec section 2 renders its main content (one h1 in the one <main>) on the
// real server, and axe finds no violations there. Journeys per area live in their own files;
// the Coming Soon and legal pages are checked, axe included, in shell.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { paths, ROUTE_NAMES, type RouteName } from '../src/paths';
import { expect, test } from './fixtures';

// Visited below with real ids (as are the routes with parameters), or in shell.spec.ts (Coming
// Soon and the legal pages). The mailed reset link is followed in auth-login.spec.ts.
const ELSEWHERE = new Set<RouteName>([
  'biography',
  'careersApply',
  'games',
  'animation',
  'shop',
  'refundPolicy',
  'privacyPolicy',
  'childrenPrivacyPolicy',
  'antiHarassment',
  'termsOfUse',
]);

/** Every route with no parameters, at its path. */
const STATIC_ROUTES = ROUTE_NAMES.filter((name) => !ELSEWHERE.has(name))
  .map((name) => paths[name].path)
  .filter((path) => !path.includes(':'));

async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id;
  if (!id) throw new Error(`No item at ${path}`);
  return id;
}

async function routesWithIds(request: APIRequestContext): Promise<string[]> {
  const comic = await firstId(request, '/comic');
  const blog = await firstId(request, '/blog/getallblog');
  const character = await firstId(request, '/character/getAll?page=1&limit=1');
  const job = await firstId(request, '/career/getall');
  const chapter = await firstId(request, `/comicChap/${comic}/chapters`);
  return [
    paths.newsArticle.href(blog),
    paths.biography.href(character),
    paths.careersApply.href(job),
    paths.chapters.href(comic),
    paths.reader.href(comic, chapter),
  ];
}

async function expectMainContent(page: Page) {
  const main = page.locator('main');
  await expect(main).toHaveCount(1);
  await expect(main.locator('h1')).toHaveCount(1, { timeout: 15_000 });
  await expect(main.locator('h1')).toBeVisible();
}

for (const path of STATIC_ROUTES) {
  test(`${path} renders its main content with no axe violations`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(path);
    await expectMainContent(page);
    await expectAccessible();
  });
}

test('routes with ids render their main content with no axe violations', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  for (const path of await routesWithIds(request)) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectMainContent(page);
      await expectAccessible();
    });
  }
});
