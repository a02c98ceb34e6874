// Issue 5: buying Ultimate through the sandbox checkout, a failed payment, and a failed order.
import { MESSAGES, planPrice } from '@ic/domain';
import type { Page } from '@playwright/test';
import { signUpViaApi, waitForMail } from './accounts';
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
  // Six pages, each behind its 2.4 s skeletons, and the receipt mail: on a busy 2-core machine
  // this takes about a minute.
  test.setTimeout(120_000);
  const account = await signUpViaApi(page);
  await chooseMonthly(page);
  const dialog = checkout(page);
  const price = `₹${planPrice('Monthly', true)}`;
  // The card's price is the checkout's, and what is charged.
  await expect(page.getByRole('article', { name: 'Monthly' })).toContainText(price);
  await expect(dialog).toContainText('Monthly Membership Purchase');
  await expect(dialog).toContainText(price);
  await expectAccessible();
  await dialog.getByRole('button', { name: `Pay ${price}` }).click();

  // A confirmation, not only a toast: what, until when, and the receipt number, also mailed.
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Monthly Membership Purchase' });
  await expect(receipt).toContainText('Monthly Membership Purchase + Research Papers');
  await expect(receipt).toContainText(`${price} per month`);
  await expect(receipt).toContainText('Ultimate until');
  const [order] = (await (await page.request.get('/api/orders')).json()).data as {
    amount: number;
    receiptNumber: string;
  }[];
  expect(order?.amount).toBe(planPrice('Monthly', true));
  await expect(receipt).toContainText(order?.receiptNumber ?? 'no order');
  const mail = await waitForMail(account.email, /Your IC Universe receipt/);
  expect(mail.text).toContain(order?.receiptNumber);
  expect(mail.text).toContain(price);
  await expectAccessible();
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

  // The Ultimate page no longer offers the plan the member has.
  await page.goto('/ultimate');
  await expect(page.getByText(/You're a member until/)).toBeVisible(SKELETONS);
  const monthly = page.getByRole('article', { name: 'Monthly' });
  await expect(monthly.getByRole('button', { name: 'Extend my plan (Monthly)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Choose Plan/ })).toHaveCount(0);

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
