// Every route of spec section 2 renders its main content (one h1 in the one <main>) on the
// real server, and axe finds no violations there. Journeys per area live in their own files;
// the Coming Soon and legal pages are checked, axe included, in shell.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const STATIC_ROUTES = [
  '/',
  '/login',
  '/loggedin',
  '/Premium',
  '/forgot-password',
  '/Reset-password',
  '/signup',
  '/feedback',
  '/dashboard',
  '/my-account',
  '/characters',
  '/aboutUS',
  '/news',
  '/all-news',
  '/careers',
  '/community',
  '/support-us',
  '/ultimate',
  '/ErrorReport',
  '/createAvatar',
  '/cart',
  '/comics',
  '/order-complete',
];

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
    `/news/${blog}`,
    `/characters/biography?id=${character}`,
    `/careers/apply?id=${job}`,
    `/comicChap/${comic}/chapters`,
    `/comicChap/${comic}/chapters/pdfView?chapter=${chapter}`,
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
