// The e2e suite's `test`: pages open on the server global-setup started, and `expectAccessible`
// runs axe (WCAG 2.x A and AA) on what is on screen.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Axe on any page (the fixture checks the test's own; a journey may open a second one). */
export async function expectAccessibleOn(page: Page) {
  // Contrast is judged on settled colours: a button still fading from its hover or loading
  // look is measured half-way otherwise (seen on a loaded CI machine). Endless ones (skeleton
  // shimmer) never settle and are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** A different address per test, in 198.18.0.0/15 (reserved for benchmark tests, RFC 2544). */
let clients = 0;
function clientAddress(workerIndex: number): string {
  clients += 1;
  return `198.${18 + (Math.floor(workerIndex / 256) % 2)}.${workerIndex % 256}.${(clients % 250) + 1}`;
}

/**
 * A drawn page shows before the app has taken it over (it starts once the page has loaded): a
 * journey acts on it as a person would once it is live, so opening or reloading an app page waits
 * for `<html data-live>` (main.tsx). What a visitor does before is replayed (app/src/earlyInput.ts,
 * tested on its own in ssr.spec.ts); a swipe or a key press is not.
 */
async function untilLive(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-live'),
  );
}

export const test = base.extend<{ expectAccessible: () => Promise<void> }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await untilLive(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await untilLive(page);
        return response;
      };
    }
    await use(page);
  },
  // Each test is its own visitor with its own address (the server trusts X-Forwarded-For in the
  // suite), so the per-address limits (10 signups an hour, ...) hold as for real people instead
  // of counting the whole suite as one client.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': clientAddress(testInfo.workerIndex) });
  },
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is unset: run the suite through playwright.config.ts');
    await use(url);
  },
  expectAccessible: async ({ page }, use) => {
    await use(() => expectAccessibleOn(page));
  },
});
