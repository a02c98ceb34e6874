// The account screens on the real server (spec sections 4, 6 and 8): My Account, the mail
// toggle, feedback, logging out and deleting the account.
import { MESSAGES } from '@ic/domain';
import type { Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { expect, test } from './fixtures';

const SKELETONS = { timeout: 10_000 };

async function openAccount(page: Page) {
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

test('My Account shows the username, email and the FREE plan', async ({
  page,
  expectAccessible,
}) => {
  const account = await signUpViaApi(page);
  await openAccount(page);
  const main = page.getByRole('main');
  await expect(main.getByText(account.username, { exact: true })).toBeVisible();
  await expect(main.getByText(account.email, { exact: true })).toBeVisible();
  const membership = main.getByRole('region', { name: 'Membership' });
  await expect(membership.getByText('FREE', { exact: true })).toBeVisible(SKELETONS);
  await expect(membership.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/ultimate',
  );
  for (const [name, href] of [
    ['Create your character', '/createAvatar'],
    ['Give Feedback', '/feedback'],
    ['Support Us', '/support-us'],
  ] as const) {
    await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const history = main.getByRole('region', { name: 'Order History' });
  await expect(history.getByRole('heading', { name: 'No orders yet' })).toBeVisible(SKELETONS);
  await expectAccessible();

  // At 360 px the page was 453 px wide and "Delete My Account" was cut off.
  await page.setViewportSize({ width: 360, height: 800 });
  const deleteButton = main.getByRole('button', { name: 'Delete My Account' });
  await deleteButton.scrollIntoViewIfNeeded();
  await expect(deleteButton).toBeInViewport({ ratio: 1 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('the subscription-mail toggle is saved and survives a reload', async ({ page }) => {
  await signUpViaApi(page);
  await openAccount(page);
  const toggle = page.getByRole('switch', { name: 'Subscription mails' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Subscription mails turned on.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Subscription mails' })).toBeChecked();
  const me = (await (await page.request.get('/api/me')).json()) as {
    data: { newsLetter: boolean };
  };
  expect(me.data.newsLetter).toBe(true);
});

test('feedback with a Custom subject: live preview, sent, then cleared', async ({
  page,
  expectAccessible,
}) => {
  const account = await signUpViaApi(page);
  await page.goto('/feedback');
  const form = page.getByRole('form', { name: 'Give Feedback' });
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(form.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
  await expect(form.getByText(MESSAGES.feedbackSubjectPlaceholder)).toBeAttached();
  await form.getByRole('combobox', { name: 'Subject' }).selectOption('Custom');
  await form.getByLabel('Your subject').fill('Reader wishes');
  await form.getByLabel('Feedback').fill('More stories about the river city, please.');
  const preview = page.getByRole('region', { name: 'Feedback Preview' });
  await expect(preview).toContainText('Reader wishes');
  await expect(preview).toContainText('More stories about the river city, please.');
  await expectAccessible();

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.feedbackSuccess);
  await expect(form.getByLabel('Feedback')).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue(account.name);
  await expect(form.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute(
    'href',
    '/my-account',
  );
});

test('a signed-out visitor sends feedback with their own email, not sent to log in', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/feedback');
  const form = page.getByRole('form', { name: 'Give Feedback' });
  await expect(page).toHaveURL(/\/feedback$/);
  await form.getByLabel('Email').fill('visitor.feedback@example.in');
  await form.getByLabel('Name').fill('Kabir');
  await form.getByRole('combobox', { name: 'Subject' }).selectOption('Suggestion');
  await form.getByLabel('Feedback').fill('A map of the river city would help.');
  await expect(page.getByRole('region', { name: 'Feedback Preview' })).toContainText(
    'visitor.feedback@example.in',
  );
  await expectAccessible();
  const answer = page.waitForResponse('**/api/feedback');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText(MESSAGES.feedbackSuccess);
});

test('Clear Form clears only the subject, custom subject and feedback', async ({
  page,
  expectAccessible,
}) => {
  const account = await signUpViaApi(page);
  await page.goto('/ErrorReport');
  await expect(page.getByRole('heading', { level: 1, name: 'Report an Error' })).toBeVisible();
  const form = page.getByRole('form');
  await form.getByLabel('Name').fill('Meera R');
  await form.getByRole('combobox', { name: 'Subject' }).selectOption('Custom');
  await form.getByLabel('Your subject').fill('Broken page');
  await form.getByLabel('Feedback').fill('The chapter list did not load.');
  await form.getByRole('button', { name: 'Clear Form' }).click();
  await expect(form.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
  await expect(form.getByLabel('Your subject')).toHaveCount(0);
  await expect(form.getByLabel('Feedback')).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue('Meera R');
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  await expectAccessible();
});

test('Log Out asks first, then signs out for good', async ({ page, expectAccessible }) => {
  await signUpViaApi(page);
  await openAccount(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out?' });
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /Log In/ })).toBeVisible();
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('Delete My Account needs the right password, then the account is gone', async ({
  page,
  expectAccessible,
}) => {
  const account = await signUpViaApi(page);
  await openAccount(page);
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Orders and payments are kept');
  await dialog.getByRole('textbox', { name: 'Password' }).fill('Wrong#2025');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByText('Your password is not correct')).toBeVisible();
  await expectAccessible();

  await dialog.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.', { exact: true })).toBeVisible();
  const login = await page.request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
});

test('signed out, /my-account goes to the login page', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login$/);
});
