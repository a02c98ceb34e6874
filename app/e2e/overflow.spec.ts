// No route scrolls sideways on a 360 px phone (issue 13: the account page was 453 px wide at
// 390 px and cut "Delete my account" off). Every route of paths.ts is visited signed out, and
// the signed-in ones signed in, once its content has loaded.
import type { Page } from '@playwright/test';
import { paths } from '../src/paths';
import { signUpViaApi } from './accounts';
import { expect, test } from './fixtures';
import { overflowing } from './layout';
import { routesWithIds, SIGNED_IN_ROUTES, staticRoutes } from './routeList';

const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 15_000 });
  // Lists, art and skeletons settle once the calls are answered.
  await page.waitForLoadState('networkidle');
  expect(await overflowing(page), `${path} is wider than the phone`).toEqual([]);
}

for (const name of staticRoutes()) {
  const { path } = paths[name];
  test(`${path} fits ${PHONE.width} px signed out`, async ({ page }) => {
    await expectNoSidewaysScroll(page, path);
  });
}

test(`the routes with ids fit ${PHONE.width} px`, async ({ page, request }) => {
  test.setTimeout(90_000);
  for (const path of await routesWithIds(request)) {
    await test.step(path, () => expectNoSidewaysScroll(page, path));
  }
});

test(`the signed-in routes fit ${PHONE.width} px signed in`, async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  for (const name of SIGNED_IN_ROUTES) {
    const { path } = paths[name];
    await test.step(path, () => expectNoSidewaysScroll(page, path));
  }
});
