// Log in, forgot and reset password (spec sections 2, 4, 5 and 8) against the real server:
// an existing account (signed up through the API, then signed out by clearing cookies).
import { MESSAGES } from '@ic/domain';
import type { Page } from '@playwright/test';
import { newAccount, signUpViaApi, waitForMail, type Account } from './accounts';
import { expect, test } from './fixtures';

const NEW_PASSWORD = 'Fresh#Ink42';

/** An existing account whose owner is signed out. */
async function signedOutAccount(page: Page): Promise<Account> {
  const account = await signUpViaApi(page);
  await page.context().clearCookies();
  return account;
}

async function logIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /Email/ }).fill(email);
  await main.getByLabel(/^Password/).fill(password);
  await main.getByRole('button', { name: 'Continue' }).click();
}

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text);
}

test('login explains what is wrong: required fields, email format, wrong password', async ({
  page,
  expectAccessible,
}) => {
  const account = await signedOutAccount(page);
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expectAccessible();

  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByText(MESSAGES.emailRequired)).toBeVisible();
  await expect(main.getByText(MESSAGES.passwordRequired)).toBeVisible();

  const email = main.getByRole('textbox', { name: /Email/ });
  await email.fill('reader@example');
  await email.blur();
  await expect(main.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await logIn(page, account.email, 'Wrong#Pass1');
  await expect(main.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await expect(main.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, MESSAGES.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible();
});

test('a successful login greets the reader by first name on the home page', async ({ page }) => {
  const account = await signedOutAccount(page);
  await page.goto('/login');
  // The email is sent lower-cased, so capitals typed by the reader still match the account.
  await logIn(page, account.email.toUpperCase(), account.password);
  await expect(toast(page, MESSAGES.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Hi, ${account.name.split(' ')[0]}!` }),
  ).toBeVisible();
});

test('a forgotten password is reset through the mailed link; only the new one works', async ({
  page,
  expectAccessible,
}) => {
  const account = await signedOutAccount(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectAccessible();

  await main.getByRole('textbox', { name: /Email/ }).fill(account.email);
  await main.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(toast(page, MESSAGES.resetLinkSent)).toBeVisible();

  const mail = await waitForMail(account.email, /Reset your IC Universe password/);
  const link = mail.links.find((href) => href.includes('/reset-password/'));
  expect(link, mail.text).toBeDefined();
  await page.goto(new URL(link!).pathname);
  await expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectAccessible();

  await main.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await main.getByLabel(/^Confirm password/).fill(`${NEW_PASSWORD}x`);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByText(MESSAGES.passwordsMismatch)).toBeVisible();

  await main.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, MESSAGES.resetSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await logIn(page, account.email, account.password);
  await expect(main.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await logIn(page, account.email, NEW_PASSWORD);
  await expect(toast(page, MESSAGES.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a child whose guardian has not approved yet reads the server's reason", async ({ page }) => {
  const child = newAccount({ dob: '2013-03-03' });
  const signup = await page.request.post('/api/signup', {
    data: { ...child, newsLetter: false, guardianEmail: 'guardian@example.com' },
  });
  expect(signup.status()).toBe(202);
  await page.goto('/login');
  await logIn(page, child.email, child.password);
  const reason = /waiting for your parent or guardian/;
  await expect(page.getByRole('main').getByText(reason)).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(reason)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('/Reset-password without a link says it is incomplete and offers a new one', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/Reset-password');
  const main = page.getByRole('main');
  await expect(main.getByText(/This reset link is incomplete/)).toBeVisible();
  await main.getByRole('link', { name: 'Ask for a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible();
});
