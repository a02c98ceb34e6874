// Issue 5: donations on Support Us through the sandbox checkout, with statistics, contributors
// and perks updated once paid.
import {
  applyStatsFloors,
  DONATION_PERKS,
  formatIndianNumber,
  MESSAGES,
  type RawSupportStats,
} from '@ic/domain';
import type { Page } from '@playwright/test';
import { signUpViaApi, waitForMail } from './accounts';
import { expect, test } from './fixtures';

const SKELETONS = { timeout: 10_000 };

// The statistics are one database's totals: donations in this file must not overlap.
test.describe.configure({ mode: 'serial' });
const [ONE_TIME_PERK, MONTHLY_PERK] = DONATION_PERKS;

async function rawStats(page: Page): Promise<RawSupportStats> {
  const response = await page.request.get('/support/statistics');
  return ((await response.json()) as { data: RawSupportStats }).data;
}

const panel = (page: Page) => page.getByRole('form', { name: 'Make a donation' });

async function openSupportUs(page: Page) {
  await page.goto('/support-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Us' })).toBeVisible();
}

async function payInCheckout(page: Page, price: string) {
  const dialog = page.getByRole('dialog', { name: 'IC Universe sandbox checkout' });
  await dialog.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page.getByText(MESSAGES.donationThanks, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** A signed-in donor lands on the confirmation, with the receipt number that is also mailed. */
async function expectConfirmation(page: Page, email: string, price: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
  const [order] = (await (await page.request.get('/api/orders')).json()).data as {
    receiptNumber: string;
  }[];
  await expect(page.getByRole('main')).toContainText(order?.receiptNumber ?? 'no order');
  await expect(page.getByRole('main')).toContainText(price);
  const mail = await waitForMail(email, /Your IC Universe receipt/);
  expect(mail.text).toContain(order?.receiptNumber);
  expect(mail.text).toContain(price);
}

async function membership(page: Page) {
  const response = await page.request.get('/api/membership');
  return ((await response.json()) as { data: { perks: string[]; memberLevel: string | null } })
    .data;
}

test('a one-time ₹1500 donation counts once paid and earns its perk', async ({
  page,
  expectAccessible,
}) => {
  const account = await signUpViaApi(page);
  const before = await rawStats(page);
  await openSupportUs(page);
  await panel(page).getByRole('button', { name: '₹1,500' }).click();
  await panel(page).getByRole('button', { name: 'Donate Now' }).click();
  await expect(page.getByRole('dialog')).toContainText('₹1,500');
  await expectAccessible();
  await payInCheckout(page, '₹1,500');
  await expectConfirmation(page, account.email, '₹1,500');

  const after = await rawStats(page);
  expect(after.monthlyFunds - before.monthlyFunds).toBe(1500);
  expect(after.supporterCount - before.supporterCount).toBe(1);
  // What the page shows is the floors plus the real gifts: the new one visibly counts.
  const shown = applyStatsFloors(after);
  expect(shown.monthlyFunds - applyStatsFloors(before).monthlyFunds).toBe(1500);
  await openSupportUs(page);
  const stats = page.getByRole('region', { name: 'Your support so far' });
  await expect(stats).toContainText(`₹${formatIndianNumber(shown.monthlyFunds)}`);
  await expect(stats).toContainText(formatIndianNumber(shown.supporterCount));

  expect((await membership(page)).perks).toContain(ONE_TIME_PERK?.title);
  await page.goto('/my-account');
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText(
    ONE_TIME_PERK?.title ?? '',
    SKELETONS,
  );
});

test('a monthly ₹1500 donation names the donor and makes a Gold member', async ({
  page,
  expectAccessible,
}) => {
  const account = await signUpViaApi(page);
  await openSupportUs(page);
  const form = panel(page);
  await form.getByRole('radio', { name: 'Monthly' }).check();
  await form.getByRole('button', { name: '₹1,500' }).click();
  await form.getByRole('textbox', { name: 'Display name' }).fill('Comet Fan');
  await form.getByRole('button', { name: 'Donate Now' }).click();
  await payInCheckout(page, '₹1,500');
  await expectConfirmation(page, account.email, '₹1,500');

  await openSupportUs(page);
  await expect(page.getByRole('list', { name: 'Contributors' })).toContainText(
    'Comet Fan',
    SKELETONS,
  );
  await expect(page.getByText(/no supporters/i)).toHaveCount(0);
  expect(await membership(page)).toMatchObject({ memberLevel: 'Gold' });

  await page.goto('/my-account');
  const region = page.getByRole('region', { name: 'Membership' });
  await expect(region).toContainText('Gold member', SKELETONS);
  for (const perk of MONTHLY_PERK?.perks ?? []) await expect(region).toContainText(perk);
  await expectAccessible();
});

test('a monthly donation asks a signed-out visitor to log in', async ({ page }) => {
  await openSupportUs(page);
  await panel(page).getByRole('radio', { name: 'Monthly' }).check();
  await panel(page).getByRole('button', { name: '₹500' }).click();
  await panel(page).getByRole('button', { name: 'Donate Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid amount is refused before any order', async ({ page }) => {
  await openSupportUs(page);
  await panel(page).getByRole('textbox', { name: 'Or enter your own amount' }).fill('-5');
  await panel(page).getByRole('button', { name: 'Donate Now' }).click();
  await expect(page.getByText(MESSAGES.invalidAmount)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
