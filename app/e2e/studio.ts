// Staff for the studio's journeys (issue 18): the mailed set-password link followed, then a
// sign-in that lands back on /studio.
import type { Page } from '@playwright/test';
import { waitForMail } from './accounts';
import { expect } from './fixtures';

const PASSWORD = 'Studio#2026';

/** Invitations and the first admin's mail share this subject. */
export const STUDIO_INVITATION = /invited to the IC Universe studio/;

/** Follows the mailed set-password link, sets the password and signs in, landing on /studio. */
export async function setPasswordAndSignIn(page: Page, email: string, subject: RegExp) {
  const mail = await waitForMail(email, subject);
  const link = mail.links.find((href) => href.includes('/reset-password/'));
  expect(link, mail.text).toBeDefined();
  await page.goto(new URL(link!).pathname);
  const main = page.getByRole('main');
  await main.getByLabel(/^New password/).fill(PASSWORD);
  await main.getByLabel(/^Confirm password/).fill(PASSWORD);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/login$/);
  await main.getByRole('textbox', { name: /Email/ }).fill(email);
  await main.getByLabel(/^Password/).fill(PASSWORD);
  await main.getByRole('button', { name: 'Continue' }).click();
  // The login page brings the person back where they were going.
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
}
