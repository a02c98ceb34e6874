// The language remembered on the account (issue 19): a reader who chose Hindi signs in on an
// English browser and the site switches to Hindi (the cookie follows); their mail is Hindi too.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { signUpViaApi, waitForMail } from './accounts';
import { expect, test } from './fixtures';

/** The HTML part of the newest mail to `to` (the outbox keeps it beside the text). */
async function htmlOf(to: string, subject: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  for (const name of names.reverse()) {
    const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    if (mail.to === to && mail.subject === subject) return mail.html as string;
  }
  throw new Error(`no mail to ${to}: ${subject}`);
}

test('a Hindi account signs in on an English browser: the site and its mail are Hindi', async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(90_000);
  // Chosen with the switch while signed in: kept on the account. Then signed out, in English.
  const account = await signUpViaApi(page);
  const chosen = await page.request.patch('/api/account/language', { data: { language: 'hi' } });
  expect(chosen.status()).toBe(200);
  await page.context().clearCookies();
  await page.addInitScript(() => localStorage.removeItem('authtoken'));

  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await main.getByRole('textbox', { name: /Email/ }).fill(account.email);
  await main.getByLabel(/^Password/).fill(account.password);
  await main.getByRole('button', { name: 'Continue' }).click();

  // The login's answer names the account's language: the site switches, the cookie follows.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('hi');
  // Still signed in, and sent on as before.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expectAccessible();

  // A reload keeps Hindi (the cookie), with no ?lang= in the address.
  await page.goto('/characters');
  await expect(page.getByRole('heading', { level: 1, name: 'किरदार' })).toBeVisible();
  // The site's Devanagari font, for the picture of the mail below (this browser has none of
  // the devices' own that the mail names).
  const devanagari = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSFontFaceRule && rule.cssText.includes('Devanagari'))
      .map((rule) => rule.cssText)
      .join('\n'),
  );
  expect(devanagari).toContain('Noto Sans Devanagari');

  // A reset asked from a signed-out English browser is mailed in the account's Hindi.
  await page.context().clearCookies();
  const asked = await page.request.post('/api/forget-password', {
    data: { email: account.email },
    headers: { 'accept-language': 'en-IN' },
  });
  expect(asked.status()).toBe(200);
  const subject = 'अपना IC Universe पासवर्ड रीसेट करें';
  const mail = await waitForMail(account.email, /पासवर्ड रीसेट/);
  expect(mail.subject).toBe(subject);
  expect(mail.text).toContain('नया पासवर्ड चुनें');

  // The mail as a reader sees it, narrow and wide: Devanagari fits the card.
  await page.setContent(await htmlOf(account.email, subject));
  await page.addStyleTag({ content: devanagari });
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('link', { name: 'नया पासवर्ड चुनें' })).toBeVisible();
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const wider = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(wider, `the mail is wider than ${width} px`).toBe(false);
    await page.screenshot({
      path: testInfo.outputPath(`reset-mail-hi-${width}.png`),
      fullPage: true,
    });
  }
});
