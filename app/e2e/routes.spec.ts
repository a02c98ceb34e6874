// Every route of spec section 2 renders its main content (one h1 in the one <main>) on the
// real server, and axe finds no violations there. Journeys per area live in their own files;
// the Coming Soon and legal pages are checked, axe included, in shell.spec.ts.
import type { Page } from '@playwright/test';
import { paths, type RouteName } from '../src/paths';
import { expect, test } from './fixtures';
import { routesWithIds, staticRoutes } from './routeList';

// Visited below with real ids, or in shell.spec.ts (Coming Soon and the legal pages).
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
const STATIC_ROUTES = staticRoutes(ELSEWHERE).map((name) => paths[name].path);

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
