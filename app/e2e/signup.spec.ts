// Signup (spec sections 2, 4, 5 and 8): the two steps with their messages, the welcome screen and
// the move to /Dashboard, the under-18 consent journey through the guardian's mail, and the
// character made on /createAvatar.
import { MESSAGES } from '@ic/domain';
import type { Page } from '@playwright/test';
import { newAccount, signUpViaApi, waitForMail } from './accounts';
import { expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');
/** By label start: required labels end with a '*', and 'Password' is also in 'Show password'. */
const field = (page: Page, name: string) => main(page).getByLabel(new RegExp(`^${name}`));

async function fillStep1(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await main(page)
    .getByRole('checkbox', { name: /Terms of Use/ })
    .check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=2/);
}

/** A 'YYYY-MM-DD' date `years` years ago today. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

test('an adult signs up, is welcomed by first name and lands on /Dashboard', async ({
  page,
  expectAccessible,
}) => {
  const account = newAccount();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  // No social provider is configured, so no button offers one; the password rule shows at once.
  await expect(main(page).getByRole('button', { name: /Sign up with/ })).toHaveCount(0);
  await expect(main(page).getByRole('list', { name: 'Rules for a new password' })).toBeVisible();

  // Step 1: messages after blur or submit, cleared once corrected.
  await field(page, 'Email').fill('meera@');
  await field(page, 'Email').blur();
  await expect(main(page).getByText(MESSAGES.invalidEmail)).toBeVisible();
  await field(page, 'Password').fill('weakpass');
  // Blurred first: its message appearing on blur would move Continue under a pending click.
  await field(page, 'Password').blur();
  await expect(main(page).getByText(MESSAGES.passwordRule)).toBeVisible();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByText(MESSAGES.termsRequired)).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: /news/i })).toBeChecked();
  await expectAccessible();
  await field(page, 'Email').fill(account.email);
  await expect(main(page).getByText(MESSAGES.invalidEmail)).toHaveCount(0);
  await field(page, 'Password').fill(account.password);
  await main(page)
    .getByRole('checkbox', { name: /Terms of Use/ })
    .check();
  await expect(main(page).getByText(MESSAGES.termsRequired)).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\?step=2$/);

  // Step 2: back to 1 keeps what was typed, then on again.
  await main(page).getByRole('button', { name: 'Back to step 1' }).click();
  await expect(page).toHaveURL(/step=1/);
  await expect(field(page, 'Email')).toHaveValue(account.email);
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=2/);

  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByText(MESSAGES.nameRequired)).toBeVisible();
  await expect(main(page).getByText(MESSAGES.dobInvalid)).toBeVisible();
  await expect(main(page).getByText(MESSAGES.usernameSubmit)).toBeVisible();
  await field(page, 'Username').fill('ab');
  await expect(main(page).getByText(MESSAGES.usernameLength)).toBeVisible();
  await field(page, 'Username').fill('meera-rao');
  await expect(main(page).getByText(MESSAGES.usernameChars)).toBeVisible();
  await field(page, 'Full name').fill('M');
  await expect(main(page).getByText(MESSAGES.nameShort)).toBeVisible();
  await expectAccessible();

  await field(page, 'Full name').fill(account.name);
  await field(page, 'Birthday').fill(account.dob);
  await main(page).getByRole('button', { name: 'RANDOM' }).click();
  await expect(field(page, 'Username')).toHaveValue(/^Meera_[a-z0-9]{6}$/);
  await expect(main(page).getByText(MESSAGES.usernameChars)).toHaveCount(0);
  await field(page, 'Username').fill(account.username);
  await main(page).getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(MESSAGES.signupSuccess, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/step=5/);
  // Greeted as a person, not by the username (which may be a random one); the username shown below.
  await expect(main(page).getByRole('heading', { name: 'Welcome, Meera!' })).toBeVisible();
  await expect(main(page).getByText(account.username, { exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'SKIP' })).toHaveAttribute('href', '/');
  await expectAccessible();
  await expect(page).toHaveURL(/\/Dashboard$/, { timeout: 6000 });
  await expect(page.getByRole('banner').getByText('Hi, Meera!')).toBeVisible();
});

test('a taken username is shown under the field', async ({ page }) => {
  const taken = newAccount();
  const first = await page.request.post('/api/signup', { data: { ...taken, newsLetter: false } });
  expect(first.status()).toBe(201);
  await page.context().clearCookies();
  const account = newAccount();
  await fillStep1(page, account.email, account.password);
  await field(page, 'Full name').fill(account.name);
  await field(page, 'Birthday').fill(account.dob);
  await field(page, 'Username').fill(taken.username);
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByText(MESSAGES.usernameTaken)).toBeVisible();
  await expect(page).toHaveURL(/step=2/);
});

test('an under-18 signs up with a guardian, who approves by mail; then they can log in', async ({
  page,
  expectAccessible,
}) => {
  const child = newAccount({ name: 'Arjun Rao', dob: yearsAgo(12) });
  const guardian = newAccount().email;
  await fillStep1(page, child.email, child.password);
  await field(page, 'Full name').fill(child.name);
  await field(page, 'Birthday').fill(child.dob);
  await field(page, 'Username').fill(child.username);
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByText(MESSAGES.guardianConsentRequired)).toBeVisible();
  await expectAccessible();
  await field(page, 'Parent or guardian email').fill(guardian);
  await main(page).getByRole('button', { name: 'Continue' }).click();

  await expect(
    main(page).getByRole('heading', { name: 'Ask your parent or guardian to check their email' }),
  ).toBeVisible();
  await expect(main(page).getByText(guardian)).toBeVisible();
  await expect(main(page).getByText(/works for 7 days/)).toBeVisible();
  await expectAccessible();

  const consent = await waitForMail(guardian, /consent is needed/);
  const approve = consent.links.find((link) => link.includes('decision=approve'));
  expect(approve).toBeDefined();
  const url = new URL(approve ?? '');
  // The parent lands on a page of the site at a readable address, not a bare form under /api.
  expect(url.pathname).toBe('/guardian/consent');
  expect(consent.links).toContain(new URL('/children-privacy-policy', url).href);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Parental Consent' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: "Children's Privacy Policy" })).toBeVisible();
  await expectAccessible();
  await main(page)
    .getByRole('button', { name: `Approve ${child.name}` })
    .click();
  await expect(main(page).getByRole('status')).toHaveText(/account is now active/);
  await waitForMail(child.email, /account is active/);

  // A link mailed before the page existed (at the API address) still lands on the page.
  const token = url.searchParams.get('token') ?? '';
  await page.goto(`/api/consent/${token.replace('.', '/')}?decision=approve`);
  await expect(page).toHaveURL(/\/guardian\/consent\?token=/);
  await expect(main(page).getByRole('alert')).toHaveText(/invalid, has expired/);

  const login = await page.request.post('/api/login', {
    data: { email: child.email, password: child.password },
  });
  expect(login.status()).toBe(200);
});

test('a reload past step 1 starts again at step 1', async ({ page }) => {
  await page.goto('/signup?step=2');
  await expect(page).toHaveURL(/step=1/);
  await expect(field(page, 'Email')).toBeVisible();
});

test('/createAvatar: Randomise changes the character and Continue saves it', async ({
  page,
  expectAccessible,
}) => {
  await signUpViaApi(page);
  await page.goto('/createAvatar');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your character!' }),
  ).toBeVisible();
  await expect(main(page).getByText('Step 1 of 2').first()).toBeVisible();
  const avatar = main(page).getByRole('img', { name: /character/ });
  const before = await avatar.innerHTML();
  await main(page).getByRole('button', { name: 'Randomise' }).click();
  await expect.poll(() => avatar.innerHTML()).not.toBe(before);
  await main(page).getByRole('button', { name: 'Customise' }).click();
  await main(page).getByRole('radio', { name: 'Hero mask' }).check();
  await expectAccessible();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByText('Step 2 of 2').first()).toBeVisible();
  await expectAccessible();
  await main(page).getByRole('button', { name: 'Save my character' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(main(page).getByRole('link', { name: 'Edit your character' })).toBeVisible();
  const me = await page.request.get('/api/me');
  const { data } = (await me.json()) as { data: { avatar?: string } };
  expect(data.avatar).toMatch(/^v1:[0-9a-z]{6}2$/);
});
