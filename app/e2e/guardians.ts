// Children and their guardians for the access journeys: an under-18 signed up through the real
// API (pending until the guardian answers), the guardian signed in to /guardian through the
// mailed link in the outbox, and the child logged in once approved.
import type { Page } from '@playwright/test';
import { newAccount, waitForMail, type Account } from './accounts';
import { expect } from './fixtures';

/** A date of birth `years` ago today, as the signup form takes it. */
export function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

export type Family = { child: Account; guardianEmail: string };

/** Signs a child of `age` up with a new guardian; the account waits for the guardian's answer. */
export async function signUpChild(page: Page, age: number): Promise<Family> {
  const child = newAccount({ name: 'Ishaan Rao', dob: yearsAgo(age) });
  const guardianEmail = newAccount().email;
  const response = await page.request.post('/api/signup', {
    data: { ...child, newsLetter: false, guardianEmail },
  });
  expect(response.status(), await response.text()).toBe(202);
  return { child, guardianEmail };
}

/** Opens the guardian's dashboard the way a guardian does: "mail me a link", then the link. */
export async function signInAsGuardian(page: Page, guardianEmail: string): Promise<void> {
  await page.goto('/guardian');
  const form = page.getByRole('form', { name: 'Guardian sign-in' });
  await form.getByRole('textbox', { name: /Your email/ }).fill(guardianEmail);
  await form.getByRole('button', { name: 'Mail me a link' }).click();
  await expect(form.getByRole('status')).toContainText('we have mailed a sign-in link');
  const mail = await waitForMail(guardianEmail, /guardian dashboard sign-in link/);
  const link = new URL(
    mail.links.find((candidate) => candidate.includes('/guardian/sign-in')) ?? '',
  );
  await page.goto(link.pathname + link.search);
  // The spent link's address is replaced by the dashboard's.
  await expect(page).toHaveURL(/\/guardian$/);
  await expect(page.getByText(guardianEmail)).toBeVisible();
}

/** Approves the child's sign-up from the dashboard (signed in as its guardian). */
export async function approveChild(page: Page, child: Account): Promise<void> {
  const card = page.getByRole('region', { name: child.name });
  await card.getByRole('button', { name: `Approve ${child.name}` }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
}

/** Logs the child in through the API, sharing the page's cookies, as the login page would. */
export async function logIn(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  await page.addInitScript((token) => localStorage.setItem('authtoken', token), data.token);
}
