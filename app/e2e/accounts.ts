// Accounts and mail for the journeys: a fresh adult account per test (signed up through the real
// API, sharing the page's cookies) and the server's on-disk outbox, where every mail lands locally.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Account = {
  email: string;
  password: string;
  name: string;
  username: string;
  dob: string;
};

/** Unique per call, valid under every signup rule (spec section 5). */
export function newAccount(overrides: Partial<Account> = {}): Account {
  const tag = randomUUID().replace(/-/g, '').slice(0, 10);
  return {
    email: `reader.${tag}@example.com`,
    password: 'Comic#2025',
    name: 'Meera Rao',
    username: `meera_${tag}`,
    dob: '1995-06-15',
    ...overrides,
  };
}

/**
 * Signs an adult up through POST /api/signup. `page.request` shares the browser context's
 * cookies, so the page is signed in afterwards (the server's `sid` plus the `user` display cookie).
 * `newsLetter`: whether they allow mail from us (off unless a journey needs it).
 */
export async function signUpViaApi(
  page: Page,
  overrides: Partial<Account> = {},
  { newsLetter = false } = {},
): Promise<Account> {
  const account = newAccount(overrides);
  const response = await page.request.post('/api/signup', {
    data: { ...account, newsLetter },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { token: string } };
  // The bearer copy the app keeps under `authtoken` (spec section 3), for calls that send it.
  await page.addInitScript((token) => localStorage.setItem('authtoken', token), data.token);
  return account;
}

export type OutboxMail = { to: string; subject: string; links: string[]; text: string };

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is unset: run the suite through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

async function readMails(): Promise<OutboxMail[]> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8'))),
  );
}

/** The newest mail to `to` whose subject matches, waiting for it (some mails go after the answer). */
export async function waitForMail(to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMails();
        found = mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
