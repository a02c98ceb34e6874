// Issue 18, the studio app: the first admin (the studio:admin command's path) sets a password
// from the mailed link and signs in, invites a moderator, who hides a rude donor name so it
// leaves Support Us, then answers a member's feedback from the Inbox by mail; a member without a
// role sees the not-allowed page.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signUpViaApi, waitForMail } from './accounts';
import { expect, expectAccessibleOn, test } from './fixtures';
import { setPasswordAndSignIn } from './studio';

const SCREENSHOTS = process.env.E2E_OUTPUT_DIR ?? '../../test-results/e2e';

/** A paid one-time donation under `displayName`, through the sandbox as the checkout does it. */
async function donate(page: Page, displayName: string) {
  const created = await page.request.post('/support/create', {
    data: { checkout: true, supportType: 'one-time', amount: 500, displayName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderId } = (await created.json()).data as { orderId: string };
  const paid = await page.request.post(`/api/sandbox/orders/${orderId}/pay`, {
    data: { outcome: 'success' },
  });
  const confirmed = await page.request.post('/support/confirm', { data: (await paid.json()).data });
  expect(confirmed.status()).toBe(200);
}

test('the first admin invites a moderator, who hides a rude donor name and answers feedback', async ({
  browser,
  page,
  expectAccessible,
  extraHTTPHeaders,
}) => {
  // Each person in the journey gets a browser of their own with the test's client address, so
  // the per-address limits count this test, not the whole suite from 127.0.0.1.
  const personOf = async () =>
    (await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders })).newPage();
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const rudeName = `Rude Name ${tag}`;
  await donate(page, rudeName);

  const adminEmail = `admin.${tag}@example.com`;
  const made = await page.request.post('/api/test/studio-admin', { data: { email: adminEmail } });
  expect(made.status(), await made.text()).toBe(200);
  await setPasswordAndSignIn(page, adminEmail, /invited to the IC Universe studio/);
  await expect(page.getByText('Today’s takings')).toBeVisible();
  await expectAccessible();
  for (const width of [768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/studio-home-${width}.png`, fullPage: true });
  }

  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const moderatorEmail = `moderator.${tag}@example.com`;
  const form = page.getByRole('form', { name: 'Invite staff' });
  await form.getByLabel(/^Email/).fill(moderatorEmail);
  await form.getByRole('checkbox', { name: 'Moderator' }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('row', { name: new RegExp(moderatorEmail) })).toContainText(
    'Moderator',
  );
  await expectAccessible();
  for (const width of [768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/studio-staff-${width}.png`, fullPage: true });
  }

  const moderator = await personOf();
  await setPasswordAndSignIn(moderator, moderatorEmail, /invited to the IC Universe studio/);
  await moderator
    .getByRole('link', { name: /Contributors/ })
    .first()
    .click();
  const row = moderator.getByRole('row', { name: new RegExp(rudeName) });
  await row.getByRole('button', { name: 'Hide name' }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Hide name' });
  await dialog.getByLabel(/Reason/).fill('Insults the creators');
  await dialog.getByRole('button', { name: 'Hide name' }).click();
  await expect(row).toContainText('Hidden: Insults the creators');

  await moderator.goto('/support-us');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Support Us' })).toBeVisible();
  await expect(moderator.getByRole('list', { name: 'Contributors' })).toBeVisible();
  await expect(moderator.getByText(rudeName)).toHaveCount(0);

  // A member's feedback reaches the moderator's Inbox; the reply goes to the member by mail.
  const member = await personOf();
  const account = await signUpViaApi(member);
  const subject = `Sidekick idea ${tag}`;
  const sent = await member.request.post('/api/feedback', {
    data: {
      email: account.email,
      name: account.name,
      subject,
      feedback: 'A talking kite, please.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await moderator.goto('/studio');
  await moderator
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Inbox' })
    .click();
  await expect(moderator.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const message = moderator.getByRole('row', { name: new RegExp(subject) });
  await expect(message).toContainText('Open');
  await expectAccessibleOn(moderator);
  for (const width of [768, 1366]) {
    await moderator.setViewportSize({ width, height: 900 });
    await moderator.screenshot({
      path: `${SCREENSHOTS}/studio-inbox-${width}.png`,
      fullPage: true,
    });
  }
  await message.getByRole('button', { name: 'Read' }).click();
  const view = moderator.getByRole('dialog', { name: subject });
  await view
    .getByRole('textbox', { name: /^Reply/ })
    .fill('Noted for the next storyline. Thank you!');
  await view.getByRole('button', { name: 'Send reply' }).click();
  await expect(view.getByRole('combobox', { name: 'Status' })).toHaveValue('answered');
  await moderator.screenshot({ path: `${SCREENSHOTS}/studio-inbox-reply-1366.png` });
  const reply = await waitForMail(account.email, new RegExp(`^Re: ${subject}$`));
  expect(reply.text).toContain('Noted for the next storyline. Thank you!');
});

test('a member without a studio role sees the not-allowed page', async ({
  page,
  expectAccessible,
}) => {
  await signUpViaApi(page);
  await page.goto('/studio');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'You don’t have access to this part of the studio',
    }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectAccessible();
});
