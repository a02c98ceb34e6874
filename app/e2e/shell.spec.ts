// The site's frame (spec section 2): not-found, Coming Soon, the legal pages, the splash,
// the offline screen, case-insensitive paths and the small-screen menu.
import { POLICIES } from '@ic/domain';
import { paths } from '../src/paths';
import { expect, test } from './fixtures';

test('an unknown path shows Page Not Found! with a way home', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found!' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of [paths.animation, paths.games, paths.shop].map((route) => route.href())) {
  test(`${path} shows the Coming Soon page`, async ({ page, expectAccessible }) => {
    await page.goto(path);
    await expect(page.getByText('COMING SOON').first()).toBeVisible();
    await expectAccessible();
  });
}

for (const [slug, policy] of Object.entries(POLICIES)) {
  test(`/${slug} shows the policy and serves its PDF`, async ({
    page,
    request,
    expectAccessible,
  }) => {
    await page.goto(`/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
    await expect(page.getByText('15 August 2025').first()).toBeVisible();
    await expectAccessible();
    const href = await page.getByRole('link', { name: /download/i }).getAttribute('href');
    const pdf = await request.get(href ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}

test('paths match whatever their case', async ({ page }) => {
  await page.goto('/PRIVACY-policy');
  await expect(
    page.getByRole('heading', { level: 1, name: POLICIES['privacy-policy'].title }),
  ).toBeVisible();
});

test('a fresh load of / shows the logo splash, then the home page', async ({ page }) => {
  // The splash is in the first HTML: looked for from the first byte, not once the page is live
  // (its 2 s run from hydration, and a busy machine's load event came after they were over).
  await page.goto('/', { waitUntil: 'commit' });
  const splash = page.getByRole('status', { name: 'Loading IC Universe' });
  await expect(splash).toBeVisible();
  // Its 2 s, after the page has loaded and gone live on a busy machine.
  await expect(splash).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the offline screen replaces the site while offline and the page returns online', async ({
  page,
  context,
}) => {
  await page.goto('/privacy-policy');
  const heading = page.getByRole('heading', { level: 1, name: POLICIES['privacy-policy'].title });
  await expect(heading).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(heading).toBeHidden();
  await context.setOffline(false);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu toggle opens and closes the links', async ({ page, expectAccessible }) => {
    await page.goto('/terms-of-use');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Characters' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Characters' })).toBeVisible();
    await expectAccessible();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Characters' })).toBeHidden();
  });
});

test('after a keyboard navigation focus is on the new heading, announced, and Tab goes into the page', async ({
  page,
}) => {
  await page.goto('/comics');
  await expect(page.getByRole('heading', { level: 1, name: 'Comics' })).toBeVisible();
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Careers' });
  await link.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Careers' });
  await expect(heading).toBeFocused();
  await expect(page.locator('[data-slot="route-announcer"]')).toHaveText(
    'Navigated to Careers | IC Universe',
  );
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(
    () => document.querySelector('main')?.contains(document.activeElement) ?? false,
  );
  expect(inMain).toBe(true);
});
