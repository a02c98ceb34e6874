// Access journeys (issue 11) against the real server: the paywall and a sandbox purchase that
// opens the same chapter; a child's rating ceiling, daily limit and deletion, each set by the
// guardian on /guardian after signing in through the mailed link. Axe on every new screen.
import { ACCESS_MESSAGES, GUARDIAN_MESSAGES, type Chapter, type Comic } from '@ic/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { expect, expectAccessibleOn, test } from './fixtures';
import { approveChild, logIn, signInAsGuardian, signUpChild } from './guardians';

const AFTER_SKELETONS = { timeout: 10_000 };

type Found = { comic: Comic; chapter: Chapter };

/** The first chapter in the catalogue that `wanted` picks, as a signed-out visitor sees it. */
async function findChapter(
  request: APIRequestContext,
  wanted: (comic: Comic, chapter: Chapter) => boolean,
): Promise<Found> {
  const comics = ((await (await request.get('/comic')).json()) as { data: Comic[] }).data;
  for (const comic of comics) {
    const response = await request.get(`/comicChap/${comic._id}/chapters`);
    const chapters = ((await response.json()) as { data: Chapter[] }).data;
    const chapter = chapters.find((candidate) => wanted(comic, candidate));
    if (chapter) return { comic, chapter };
  }
  throw new Error('No such chapter in the seeded catalogue');
}

const readerOf = ({ comic, chapter }: Found) =>
  `/comicChap/${comic._id}/chapters/pdfView?chapter=${chapter._id}`;
const counter = (page: Page) => page.getByText(/^Page 1 of \d+$/);

/** A second browser for the guardian, as a parent on their own phone. */
async function guardianPage(browser: Browser, baseURL: string | undefined, headers: object) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { ...headers } });
  return context.newPage();
}

test('a free reader hits the paywall on a members chapter, buys Monthly and reads that chapter', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const found = await findChapter(request, (_, chapter) => chapter.access === 'members');
  await signUpViaApi(page);
  await page.goto(`/comicChap/${found.comic._id}/chapters`);
  const row = page
    .getByRole('list', { name: 'Chapters' })
    .getByRole('link', { name: new RegExp(found.chapter.title) });
  await expect(row).toContainText(ACCESS_MESSAGES.membersOnly, AFTER_SKELETONS);
  await expectAccessible();
  await row.click();

  const paywall = page.getByRole('region', { name: 'Read on with Ultimate' });
  await expect(paywall).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: found.chapter.title })).toBeVisible();
  await expect(paywall.getByRole('article', { name: 'Monthly' })).toBeVisible();
  await expectAccessible();
  await paywall
    .getByRole('article', { name: 'Monthly' })
    .getByRole('button', { name: /Choose Plan/ })
    .click();
  const checkout = page.getByRole('dialog', { name: 'IC Universe sandbox checkout' });
  await checkout.getByRole('button', { name: /^Pay/ }).click();

  await expect(counter(page)).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('img', { name: `${found.chapter.title}, page 1`, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`chapter=${found.chapter._id}`));
  await expect(page.getByRole('heading', { level: 1, name: found.chapter.title })).toBeVisible();
});

test('a signed-out visitor is asked to log in on a members chapter, and comes back to it', async ({
  page,
  request,
  expectAccessible,
}) => {
  const found = await findChapter(request, (_, chapter) => chapter.access === 'members');
  await page.goto(readerOf(found));
  await page.getByRole('button', { name: ACCESS_MESSAGES.signIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expectAccessible();
  // Media for a locked chapter is refused to a copied link too.
  const media = await request.get(`/comicChap/${found.comic._id}/chapters`);
  const listed = ((await media.json()) as { data: Chapter[] }).data;
  expect(listed.find((chapter) => chapter._id === found.chapter._id)?.chapPdf).toBeNull();
});

test('a 12-year-old cannot open a T comic; the guardian raises the rating and the child can', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const found = await findChapter(
    request,
    (comic, chapter) => comic.rating === 'T' && chapter.access === 'free',
  );
  const family = await signUpChild(page, 12);
  const guardian = await guardianPage(browser, baseURL, extraHTTPHeaders ?? {});
  await signInAsGuardian(guardian, family.guardianEmail);
  await expectAccessibleOn(guardian);
  await approveChild(guardian, family.child);
  await logIn(page, family.child);

  await page.goto(readerOf(found));
  const stop = page.getByRole('region', { name: 'This story is for older readers' });
  await expect(stop).toContainText('rated T (Teen)');
  await expect(stop).toContainText('rated up to PG (Parental Guidance)');
  await expect(stop.getByRole('button')).toHaveCount(0);
  await expectAccessible();

  const card = guardian.getByRole('region', { name: family.child.name });
  await card.getByRole('combobox', { name: 'Highest rating' }).selectOption('T');
  await card.getByRole('button', { name: 'Save settings' }).click();
  await expect(card.getByRole('status')).toContainText(GUARDIAN_MESSAGES.settingsSaved);
  await expect(card.getByText('T (Teen)')).toBeVisible();

  await page.reload();
  await expect(counter(page)).toBeVisible({ timeout: 20_000 });
  await guardian.context().close();
});

test('the guardian sets 1 minute a day, and the child is stopped mid-chapter by the heartbeat', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const found = await findChapter(
    request,
    (comic, chapter) => comic.rating === 'G' && chapter.access === 'free',
  );
  const family = await signUpChild(page, 14);
  const guardian = await guardianPage(browser, baseURL, extraHTTPHeaders ?? {});
  await signInAsGuardian(guardian, family.guardianEmail);
  await expect(guardian.getByText('Waiting for your answer', { exact: true })).toBeVisible();
  await approveChild(guardian, family.child);
  const card = guardian.getByRole('region', { name: family.child.name });
  const minutes = card.getByRole('spinbutton', { name: /Daily reading limit/ });
  await card.getByRole('checkbox', { name: 'No daily limit' }).uncheck();
  await minutes.fill('1');
  await card.getByRole('button', { name: 'Save settings' }).click();
  await expect(card.getByText('0 of 1 minute')).toBeVisible();
  await expectAccessibleOn(guardian);

  await logIn(page, family.child);
  // The reader's own clock, so a minute of reading passes at once.
  await page.clock.install();
  await page.goto(readerOf(found));
  await expect(counter(page)).toBeVisible({ timeout: 20_000 });
  await page.clock.fastForward(60_000);
  await expect(
    page.getByRole('region', { name: 'That’s all the reading for today' }),
  ).toBeVisible();
  await expect(page.getByText(ACCESS_MESSAGES.timeLimit)).toBeVisible();
  await expectAccessible();

  // The guardian sees the minute, and the chapter among those opened.
  await guardian.reload();
  await expect(card.getByText('1 of 1 minute')).toBeVisible();
  await card.getByRole('tab', { name: 'Activity' }).click();
  await expect(card.getByText(found.chapter.title)).toBeVisible();
  await guardian.context().close();
});

test('the guardian requests deletion and the child can no longer sign in', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const family = await signUpChild(page, 15);
  const guardian = await guardianPage(browser, baseURL, extraHTTPHeaders ?? {});
  await signInAsGuardian(guardian, family.guardianEmail);
  await approveChild(guardian, family.child);
  await logIn(page, family.child);

  const card = guardian.getByRole('region', { name: family.child.name });
  await card.getByRole('button', { name: 'Request deletion' }).click();
  const dialog = guardian.getByRole('dialog', { name: `Delete ${family.child.name}’s account?` });
  await dialog.getByRole('button', { name: 'Delete the account' }).click();
  await expect(guardian.getByText(GUARDIAN_MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(
    guardian.getByRole('heading', { name: 'No children linked to this address' }),
  ).toBeVisible();

  // The child's session is gone, and the account with it.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  const login = await page.request.post('/api/login', {
    data: { email: family.child.email, password: family.child.password },
  });
  expect(login.status()).toBe(401);
  await guardian.context().close();
});

test('a spent guardian link shows the reason and a way to a new one', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/guardian/sign-in?token=l1.forged');
  const form = page.getByRole('form', { name: 'Ask for a new link' });
  await expect(form.getByRole('alert')).toContainText(
    'This sign-in link has expired or was already used',
  );
  await expectAccessible();
});
