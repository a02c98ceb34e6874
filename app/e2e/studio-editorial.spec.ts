// Issue 18, the studio's editorial and money screens: an editor publishes a blog with uploaded
// pictures and it reaches /news and its article, while a draft reaches neither; the editor posts
// a job and closes it, and it leaves /careers; support cancels a member's recurring membership,
// which stays until the end of what was paid. This journey changes what /news and /careers list,
// so it runs after the other journeys (playwright.config.ts), never beside them.
import { randomUUID } from 'node:crypto';
import { EDITORIAL_MESSAGES, MONEY_MESSAGES } from '@ic/domain';
import type { Browser, Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { expect, expectAccessibleOn, test } from './fixtures';
import { setPasswordAndSignIn, STUDIO_INVITATION } from './studio';

const SCREENSHOTS = process.env.E2E_OUTPUT_DIR ?? '../../test-results/e2e';
/** The public pages' skeletons (2.4 s), with room for a busy machine. */
const CONTENT = { timeout: 15_000 };

/** Both widths the studio is checked at, whole page, for a person to look at. */
async function shoot(page: Page, name: string) {
  for (const width of [768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/studio-${name}-${width}.png`, fullPage: true });
  }
}

/** A real PNG drawn by the browser: the server checks a picture by its bytes. */
async function picture(page: Page, name: string, label: string) {
  const base64 = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 960;
    canvas.height = 540;
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = '#ffcc33';
    draw.fillRect(0, 0, 960, 540);
    draw.fillStyle = '#1d1d3b';
    draw.font = 'bold 96px sans-serif';
    draw.fillText(text, 60, 300);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, label);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

type Headers = Record<string, string> | undefined;

/** Someone else on a browser of their own, with the test's client address. */
async function visitor(browser: Browser, extraHTTPHeaders: Headers) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders });
  return context.newPage();
}

/** A staff member invited by the admin with `roles`, signed in on a browser of their own. */
async function staff(
  browser: Browser,
  admin: Page,
  extraHTTPHeaders: Headers,
  email: string,
  roles: string[],
) {
  const invited = await admin.request.post('/api/studio/staff', { data: { email, roles } });
  expect(invited.status(), await invited.text()).toBe(201);
  const page = await visitor(browser, extraHTTPHeaders);
  await setPasswordAndSignIn(page, email, STUDIO_INVITATION);
  return page;
}

/** Writes a blog in the studio's editor with a cover and a story picture, saved in `state`. */
async function writeBlog(editor: Page, title: string, state: 'draft' | 'published') {
  await editor.goto('/studio/blogs/new');
  const form = editor.getByRole('form', { name: 'Blog' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Subject/).fill('Events');
  await form.getByLabel(/^Author/).fill('Ira Menon');
  // The drop zones' file inputs, in order: the cover, then the story's picture.
  const files = form.getByLabel('Choose a file');
  await files.nth(0).setInputFiles(await picture(editor, 'stall.png', 'Stall'));
  await expect(form.getByLabel(/^Cover picture address/)).toHaveValue(/^\/media\//);
  await form.getByRole('textbox', { name: /^Story/ }).fill('Come and **say hello** at stall 12.');
  await files.nth(1).setInputFiles(await picture(editor, 'crowd.png', 'Crowd'));
  await expect(form.getByRole('textbox', { name: /^Story/ })).toHaveValue(
    /!\[crowd\.png\]\(\/media\/.+\)/,
  );
  await form.getByLabel(/^State/).selectOption(state);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(editor).toHaveURL(/\/studio\/blogs\/[0-9a-f-]{24,36}$/);
  return new URL(editor.url()).pathname.split('/').pop()!;
}

test('an editor publishes a blog and closes a job; support cancels a subscription', async ({
  browser,
  page,
  extraHTTPHeaders,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 8);
  const adminEmail = `admin.${tag}@example.com`;
  const made = await page.request.post('/api/test/studio-admin', { data: { email: adminEmail } });
  expect(made.status(), await made.text()).toBe(200);
  await setPasswordAndSignIn(page, adminEmail, STUDIO_INVITATION);
  const editor = await staff(browser, page, extraHTTPHeaders, `editor.${tag}@example.com`, [
    'editor',
  ]);

  // A published blog with uploaded pictures reaches /news and its article at once.
  const published = `Festival Stall ${tag}`;
  await editor.goto('/studio/blogs');
  await expect(editor.getByRole('heading', { level: 1, name: 'Blogs and news' })).toBeVisible();
  const publishedId = await writeBlog(editor, published, 'published');
  await expect(editor.getByText(EDITORIAL_MESSAGES.blogPublished, { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Preview as on the site' }).click();
  await expectAccessibleOn(editor);
  await shoot(editor, 'blog-editor');
  const draft = `Secret Plans ${tag}`;
  const draftId = await writeBlog(editor, draft, 'draft');
  await editor.goto('/studio/blogs');
  await expect(editor.getByRole('row', { name: new RegExp(draft) })).toContainText('Draft');
  await expectAccessibleOn(editor);
  await shoot(editor, 'blogs');

  const reader = await visitor(browser, extraHTTPHeaders);
  await reader.goto('/news');
  await expect(reader.getByRole('heading', { name: published })).toBeVisible(CONTENT);
  await expect(reader.getByText(draft)).toHaveCount(0);
  await reader.goto(`/news/${publishedId}`);
  const article = reader.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: published })).toBeVisible(CONTENT);
  await expect(article.getByText('say hello')).toHaveJSProperty('tagName', 'STRONG');
  const storyPicture = article.getByRole('img', { name: 'crowd.png' });
  await expect(storyPicture).toHaveAttribute('src', /\/media\//);
  await storyPicture.scrollIntoViewIfNeeded();
  // The picture really loads from the media store.
  await expect
    .poll(() => storyPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(960);
  const draftPage = await reader.request.get(`/blog/getById/${draftId}`);
  expect(draftPage.status()).toBe(404);

  // The characters, for the editor to find and open.
  await editor.goto('/studio/characters');
  await expect(editor.getByRole('status').filter({ hasText: /of [\d,]+$/ })).toBeVisible(CONTENT);
  await expectAccessibleOn(editor);
  await shoot(editor, 'characters');
  await editor.getByRole('table').getByRole('link').first().click();
  await expect(editor.getByRole('form', { name: 'Biography' })).toBeVisible();
  await expectAccessibleOn(editor);
  await shoot(editor, 'character');

  // A posted job is on /careers; closed, it leaves.
  const job = `Colourist ${tag}`;
  await editor.goto('/studio/careers');
  const jobForm = editor.getByRole('form', { name: 'Post a job' });
  await jobForm.getByLabel(/^Job title/).fill(job);
  await jobForm.getByLabel(/^Department/).fill('Graphic Designer');
  await jobForm.getByLabel(/^Description/).fill('Give every page its weather.');
  await jobForm.getByRole('button', { name: 'Post the job' }).click();
  const row = editor.getByRole('row', { name: new RegExp(job) });
  await expect(row).toContainText('Published');
  await reader.goto('/careers');
  await expect(reader.getByRole('heading', { level: 3, name: job })).toBeVisible(CONTENT);
  await row.getByRole('button', { name: /Applications/ }).click();
  await expect(editor.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await expectAccessibleOn(editor);
  await shoot(editor, 'careers');
  await row.getByRole('button', { name: 'Close' }).click();
  await expect(editor.getByText(EDITORIAL_MESSAGES.jobClosed, { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reopen' })).toBeVisible();
  // The server's answer changes at once; a browser that fetched the list keeps its copy up to a
  // minute (public lists' Cache-Control), so the next visitor is the one to ask.
  const nextVisitor = await visitor(browser, extraHTTPHeaders);
  await nextVisitor.goto('/careers');
  await expect(nextVisitor.getByRole('list', { name: 'Open jobs' })).toBeVisible(CONTENT);
  await expect(nextVisitor.getByRole('heading', { level: 3, name: job })).toHaveCount(0);

  // Support cancels a member's recurring membership, bought through the sandbox checkout.
  const member = await visitor(browser, extraHTTPHeaders);
  const account = await signUpViaApi(member);
  const order = await member.request.post('/payment/create', {
    data: { membershipType: 'Monthly', recurring: true },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderId } = (await order.json()).data as { orderId: string };
  const paid = await member.request.post(`/api/sandbox/orders/${orderId}/pay`, {
    data: { outcome: 'success' },
  });
  const confirmed = await member.request.post('/payment/confirm', {
    data: (await paid.json()).data,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const support = await staff(browser, page, extraHTTPHeaders, `support.${tag}@example.com`, [
    'support',
  ]);
  await support.goto(`/studio/members?q=${encodeURIComponent(account.email)}`);
  await support.getByRole('link', { name: account.email }).click();
  await expect(support.getByRole('heading', { level: 1, name: account.email })).toBeVisible();
  await expect(support.getByText(/a month, active/)).toBeVisible();
  await support.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = support.getByRole('dialog', { name: 'Cancel subscription' });
  await dialog.getByLabel(/Reason/).fill('Asked by email');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(
    support.getByText(MONEY_MESSAGES.subscriptionCancelled, { exact: true }),
  ).toBeVisible();
  await expect(support.getByText(/a month, cancelled/)).toBeVisible();
  await expect(support.getByText(/^Member until/)).toBeVisible();
  await expectAccessibleOn(support);
  await shoot(support, 'member');
  const membership = await member.request.get('/api/membership');
  expect((await membership.json()).data).toMatchObject({ isPremium: true, plan: 'Monthly' });
});
