// Issue 5: buying Ultimate through the sandbox checkout, a failed payment, and a failed order.
import { MESSAGES, planPrice } from '@ic/domain';
import type { Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { expect, test } from './fixtures';

const SKELETONS = { timeout: 10_000 };

async function chooseMonthly(page: Page) {
  await page.goto('/ultimate');
  const monthly = page.getByRole('article', { name: 'Monthly' });
  await expect(monthly).toBeVisible(SKELETONS);
  await expect(monthly.getByRole('checkbox', { name: /Research Papers/ })).toBeChecked();
  await monthly.getByRole('button', { name: 'Choose Plan' }).click();
}

const checkout = (page: Page) => page.getByRole('dialog', { name: 'IC Universe sandbox checkout' });
const premiumBadge = (page: Page) => page.getByRole('banner').getByText('Ultimate member');

async function isPremium(page: Page): Promise<boolean> {
  const response = await page.request.get('/payment/verify');
  return ((await response.json()) as { isPremium: boolean }).isPremium;
}

test('a member buys Monthly with the Research Papers and is premium everywhere', async ({
  page,
  expectAccessible,
}) => {
  // Four pages, each behind its 2.4 s skeletons.
  test.setTimeout(60_000);
  const account = await signUpViaApi(page);
  await chooseMonthly(page);
  const dialog = checkout(page);
  const price = `₹${planPrice('Monthly', true)}`;
  await expect(dialog).toContainText('Monthly Membership Purchase');
  await expect(dialog).toContainText(price);
  await expectAccessible();
  await dialog.getByRole('button', { name: `Pay ${price}` }).click();

  await expect(page.getByText(MESSAGES.membershipWelcome, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(premiumBadge(page)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Hi, ${account.name.split(' ')[0]}!` }),
  ).toBeVisible();
  expect(await isPremium(page)).toBe(true);
  const membership = await page.request.get('/api/membership');
  expect((await membership.json()).data).toMatchObject({ isPremium: true, plan: 'Monthly' });

  await page.goto('/my-account');
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText(
    'Monthly',
    SKELETONS,
  );

  // The premium home has no plans, and neither has / for a premium member.
  for (const path of ['/Premium', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Fan Favourites' })).toBeVisible(SKELETONS);
    await expect(page.getByRole('heading', { name: 'Membership Plans' })).toHaveCount(0);
  }
  await expectAccessible();
});

test('a failed payment leaves the member on the free plan', async ({ page }) => {
  await signUpViaApi(page);
  await chooseMonthly(page);
  await checkout(page).getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText(MESSAGES.paymentFailed, { exact: true })).toBeVisible();
  expect(await isPremium(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Monthly' })).toBeVisible(SKELETONS);
  await expect(premiumBadge(page)).toHaveCount(0);
});

test('a plan chosen on home arrives on /ultimate; signed out, buying asks to log in', async ({
  page,
}) => {
  await page.goto('/');
  const homeMonthly = page.getByRole('article', { name: 'Monthly' });
  await homeMonthly.getByRole('checkbox', { name: /Research Papers/ }).uncheck(SKELETONS);
  await homeMonthly.getByRole('button', { name: 'Choose Plan' }).click();
  await expect(page).toHaveURL(/\/ultimate$/);
  const monthly = page.getByRole('article', { name: 'Monthly' });
  await expect(monthly).toContainText('Your choice', SKELETONS);
  await expect(monthly).toContainText(`₹${planPrice('Monthly', false)}`);
  await expect(monthly.getByRole('checkbox', { name: /Research Papers/ })).not.toBeChecked();
  await monthly.getByRole('button', { name: 'Choose Plan' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an order that cannot be created says so', async ({ page, expectAccessible }) => {
  await signUpViaApi(page);
  await page.route('**/payment/create', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Internal error' }),
    }),
  );
  await chooseMonthly(page);
  await expect(page.getByText(MESSAGES.orderCreateFailed, { exact: true })).toBeVisible();
  await expect(checkout(page)).toHaveCount(0);
  await expectAccessible();
});
