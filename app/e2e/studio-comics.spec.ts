// Issue 18, the editor: an admin (made by the studio:admin path) invites an editor, who creates
// a comic with a cover and two chapters from a PDF, sets the second members-only and publishes;
// a visitor sees the comic and reads chapter 1 while chapter 2 asks for Ultimate; support grants
// the reader a membership and chapter 2 opens. A draft comic is seen by no visitor.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { expect, expectAccessibleOn, test } from './fixtures';
import { setPasswordAndSignIn, STUDIO_INVITATION } from './studio';

const SCREENSHOTS = process.env.E2E_OUTPUT_DIR ?? '../../test-results/e2e';
/** A small real chapter: the content import's own fixture, four pages drawn by our generator. */
const CHAPTER_PDF = path.join(
  import.meta.dirname,
  '../../packages/server/test/fixtures/content/media/chapters/monsoon-patrol-1.pdf',
);
/** A small red PNG (24×36), as a cover. */
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAkCAIAAAAcrW15AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAANElEQVRIiWM4oaFBFcQwatCJ0TA6MZqONEaziMZoMaIxWkJqjNYiJ0YryBOjjQiNYd4+AgDEn7EufHWxcAAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a chapter from the editor's page and waits for its row. */
async function addChapter(page: Page, title: string, pdf: Buffer) {
  const form = page.getByRole('form', { name: 'Add a chapter' });
  await form.getByLabel(/^Chapter title/).fill(title);
  await form
    .getByLabel('Chapter PDF')
    .setInputFiles({ name: 'chapter.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(form.getByText(new RegExp(`${title}: \\d+ pages`))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
}

const titlesOf = async (page: Page) =>
  ((await (await page.request.get('/comic')).json()) as { data: { title: string }[] }).data.map(
    (comic) => comic.title,
  );

test('an editor publishes a comic with two chapters; a visitor reads the free one, support grants Ultimate for the other', async ({
  browser,
  page,
  extraHTTPHeaders,
}) => {
  test.setTimeout(180_000);
  const personOf = async () =>
    (await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders })).newPage();
  const tag = randomUUID().slice(0, 8);
  const title = `The Lantern Cartographers ${tag}`;
  const draftTitle = `The Unfinished Map ${tag}`;
  const pdf = await readFile(CHAPTER_PDF);

  const adminEmail = `admin.comics.${tag}@example.com`;
  const made = await page.request.post('/api/test/studio-admin', { data: { email: adminEmail } });
  expect(made.status(), await made.text()).toBe(200);
  await setPasswordAndSignIn(page, adminEmail, STUDIO_INVITATION);
  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Staff' })
    .click();
  const editorEmail = `editor.${tag}@example.com`;
  const supportEmail = `support.${tag}@example.com`;
  const invite = page.getByRole('form', { name: 'Invite staff' });
  for (const [email, role] of [
    [editorEmail, 'Editor'],
    [supportEmail, 'Support'],
  ] as const) {
    await invite.getByLabel(/^Email/).fill(email);
    await invite.getByRole('checkbox', { name: role }).check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(role);
  }

  const editor = await personOf();
  await setPasswordAndSignIn(editor, editorEmail, STUDIO_INVITATION);
  await editor
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Comics' })
    .click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Comics' })).toBeVisible();
  await expectAccessibleOn(editor);

  // A comic left as a draft: no visitor ever sees it.
  await editor.getByRole('link', { name: 'New comic' }).click();
  await editor.getByLabel(/^Title/).fill(draftTitle);
  await editor.getByLabel(/^Authors/).fill('Meera Pillai');
  await editor.getByRole('button', { name: 'Create draft' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();

  // The comic to publish, with its cover.
  await editor.goto('/studio/comics/new');
  await editor.getByLabel(/^Title/).fill(title);
  await editor.getByLabel(/^Authors/).fill('Meera Pillai, Arjun Das');
  await editor
    .getByLabel(/^Description/)
    .fill('Two mapmakers chart a city that redraws itself every night.');
  await editor.getByLabel(/^Rating/).selectOption('PG');
  await editor
    .getByLabel('Cover picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER_PNG });
  await editor.getByRole('button', { name: 'Create draft' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const comicId = new URL(editor.url()).pathname.split('/').at(-1) ?? '';
  await expect(editor.getByRole('complementary', { name: 'Cover' }).locator('img')).toHaveAttribute(
    'src',
    /\/media\/files\/[0-9a-f]{16}\/cover\.png$/,
  );

  await addChapter(editor, 'Ink Tide', pdf);
  await addChapter(editor, 'The Folding Street', pdf);
  await editor.getByLabel('Access of chapter 2').selectOption('members');
  await expect(
    editor.getByText('Chapter saved: the site shows it now.', { exact: true }),
  ).toBeVisible();
  await expectAccessibleOn(editor);
  for (const width of [768, 1366]) {
    await editor.setViewportSize({ width, height: 900 });
    await editor.screenshot({ path: `${SCREENSHOTS}/studio-comic-${width}.png`, fullPage: true });
  }

  // Nothing is public yet.
  const visitor = await personOf();
  expect(await titlesOf(visitor)).not.toContain(title);
  expect((await visitor.request.get(`/comic/${comicId}`)).status()).toBe(404);

  for (const name of ['Publish chapter 1', 'Publish chapter 2', 'Publish comic']) {
    // Exact: 'Unpublish chapter 1' takes its place.
    await editor.getByRole('button', { name, exact: true }).click();
    await expect(editor.getByRole('button', { name, exact: true })).toHaveCount(0);
  }

  // The visitor sees the comic, reads chapter 1; chapter 2 is for members.
  expect(await titlesOf(visitor)).toContain(title);
  expect(await titlesOf(visitor)).not.toContain(draftTitle);
  await visitor.goto(`/comicChap/${comicId}/chapters`);
  const list = visitor.getByRole('list', { name: 'Chapters' });
  const second = list.getByRole('link', { name: /The Folding Street/ });
  await expect(second).toContainText('Members only', { timeout: 10_000 });
  await list.getByRole('link', { name: /Ink Tide/ }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ink Tide' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Ink Tide, page 1', exact: true })).toBeVisible({
    timeout: 20_000,
  });

  // Signed in without Ultimate, chapter 2 asks for it.
  const reader = await signUpViaApi(visitor);
  await visitor.goto(`/comicChap/${comicId}/chapters`);
  await visitor
    .getByRole('list', { name: 'Chapters' })
    .getByRole('link', { name: /The Folding Street/ })
    .click();
  await expect(visitor.getByRole('region', { name: 'Read on with Ultimate' })).toBeVisible();

  // Support finds the reader and grants a month of Ultimate; chapter 2 opens.
  const support = await personOf();
  await setPasswordAndSignIn(support, supportEmail, STUDIO_INVITATION);
  await support.goto(`/studio/members?q=${encodeURIComponent(reader.email)}`);
  await support.getByRole('link', { name: reader.email }).click();
  const grant = support.getByRole('form', { name: 'Grant membership' });
  await grant.getByLabel(/^Months of Ultimate/).fill('1');
  await grant.getByLabel(/^Reason/).fill('A month for the studio journey');
  await grant.getByRole('button', { name: 'Grant membership' }).click();
  await expect(support.getByText('Membership granted.', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByRole('img', { name: 'The Folding Street, page 1', exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(visitor.getByRole('region', { name: 'Read on with Ultimate' })).toHaveCount(0);
});
