// Studio staff for the journeys: the set-password link every invitation mails, then the sign-in.
import type { Page } from '@playwright/test';
import { waitForMail } from './accounts';
import { expect } from './fixtures';

export const STAFF_PASSWORD = 'Studio#2026';
export const INVITED = /invited to the IC Universe studio/;

/** Follows the mailed set-password link, sets the password and signs in, landing on /studio. */
export async function setPasswordAndSignIn(page: Page, email: string, subject: RegExp) {
  const mail = await waitForMail(email, subject);
  const link = mail.links.find((href) => href.includes('/reset-password/'));
  expect(link, mail.text).toBeDefined();
  await page.goto(new URL(link!).pathname);
  const main = page.getByRole('main');
  await main.getByLabel(/^New password/).fill(STAFF_PASSWORD);
  await main.getByLabel(/^Confirm password/).fill(STAFF_PASSWORD);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/login$/);
  await main.getByRole('textbox', { name: /Email/ }).fill(email);
  await main.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await main.getByRole('button', { name: 'Continue' }).click();
  // The login page brings the person back where they were going.
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
}
