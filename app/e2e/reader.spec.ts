// The image reader (issue 12) against the real server: progress that follows an account to a
// second browser, a fast scroll in vertical mode that still finishes the chapter, the end card's
// way to the next chapter, spreads on a wide screen, and the smallest pictures under Save-Data.
import type { Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { AFTER_SKELETONS, FIRST_RENDER, freeChapter, type Found } from './chapters';
import { expect, test } from './fixtures';
import { logIn } from './guardians';

const readerOf = ({ comic, chapter }: Found) =>
  `/comicChap/${comic._id}/chapters/pdfView?chapter=${chapter._id}`;
const counter = (page: Page) => page.getByText(/^Pages? [\d–]+ of \d+$/);
const pageImage = (page: Page, found: Found, n: number) =>
  page.getByRole('img', { name: `${found.chapter.title}, page ${n}`, exact: true });

/** Opens the reader's settings and picks a reading mode. */
async function chooseMode(page: Page, mode: 'Single page' | 'Two pages' | 'Vertical scroll') {
  await page.getByRole('button', { name: 'Reader settings' }).click();
  await page.getByRole('radio', { name: mode }).check();
  await page.getByRole('button', { name: 'Reader settings' }).click();
}

test('page 3 in one browser: the same account in a second browser opens the chapter at page 3', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const found = await freeChapter(request);
  const account = await signUpViaApi(page);
  await page.goto(readerOf(found));
  await expect(pageImage(page, found, 1)).toBeVisible(FIRST_RENDER);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(counter(page)).toHaveText(`Page 3 of ${found.chapter.pageCount}`);
  // Leaving saves at once (keepalive): the back arrow to the chapter list.
  await page.getByRole('link', { name: 'Back to chapters' }).click();
  const row = page
    .getByRole('list', { name: 'Chapters' })
    .getByRole('link', { name: new RegExp(found.chapter.title) });
  await expect(row).toContainText(`Reading: Page 3 of ${found.chapter.pageCount}`, AFTER_SKELETONS);

  const other = await browser.newContext({ baseURL, extraHTTPHeaders });
  const second = await other.newPage();
  await logIn(second, account);
  await second.goto(readerOf(found));
  await expect(counter(second)).toHaveText(`Page 3 of ${found.chapter.pageCount}`, FIRST_RENDER);
  await expect(pageImage(second, found, 3)).toBeVisible(FIRST_RENDER);
  await other.close();
});

test('signed out, the drawn first page is taken over: this browser resumes its place and keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const found = await freeChapter(request);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  await page.goto(readerOf(found));
  await expect(pageImage(page, found, 1)).toBeVisible(FIRST_RENDER);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(counter(page)).toHaveText(`Page 3 of ${found.chapter.pageCount}`);
  // The server draws page 1 (the address names none); the browser then opens its own place,
  // and taking the drawing over does not overwrite that place with page 1.
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto(readerOf(found));
    await expect(counter(page)).toHaveText(`Page 3 of ${found.chapter.pageCount}`);
    await expect(pageImage(page, found, 3)).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('vertical mode: a fast scroll to the bottom finishes the chapter', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const found = await freeChapter(request);
  await signUpViaApi(page);
  await page.goto(readerOf(found));
  await expect(pageImage(page, found, 1)).toBeVisible(FIRST_RENDER);
  await chooseMode(page, 'Vertical scroll');
  const stage = page.getByRole('region', { name: 'Chapter pages' });
  await expect(stage).toHaveAttribute('data-mode', 'vertical');
  await expectAccessible();
  // One jump from the top to the bottom: no page in between is ever on screen.
  await stage.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(page).toHaveURL(new RegExp(`&page=${found.chapter.pageCount}$`));
  await expect(page.getByRole('region', { name: 'End of chapter 1' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to chapters' }).click();
  const row = page
    .getByRole('list', { name: 'Chapters' })
    .getByRole('link', { name: new RegExp(found.chapter.title) });
  await expect(row).toContainText('Finished', AFTER_SKELETONS);
  // The mode is remembered for the next chapter opened.
  await page.goto(readerOf(found));
  await expect(page.getByRole('region', { name: 'Chapter pages' })).toHaveAttribute(
    'data-mode',
    'vertical',
    FIRST_RENDER,
  );
});

test('the end card after the last page opens the next chapter', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const found = await freeChapter(request);
  const next = found.chapters[1]!;
  await page.goto(`${readerOf(found)}&page=${found.chapter.pageCount}`);
  await expect(pageImage(page, found, found.chapter.pageCount)).toBeVisible(FIRST_RENDER);
  await page.getByRole('button', { name: 'Next' }).click();
  const end = page.getByRole('region', { name: 'End of chapter 1' });
  await expect(end).toContainText(`Chapter 2: ${next.title}`);
  await expectAccessible();
  await end.getByRole('link', { name: 'Read chapter 2' }).click();
  await expect(page).toHaveURL(new RegExp(`chapter=${next._id}`));
  await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible(FIRST_RENDER);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('double-page mode shows two pages side by side after the cover', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const found = await freeChapter(request);
    await page.goto(readerOf(found));
    await expect(pageImage(page, found, 1)).toBeVisible(FIRST_RENDER);
    await chooseMode(page, 'Two pages');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(counter(page)).toHaveText(`Pages 2–3 of ${found.chapter.pageCount}`);
    const left = await pageImage(page, found, 2).boundingBox();
    const right = await pageImage(page, found, 3).boundingBox();
    expect(left && right && left.x + left.width <= right.x + 1).toBe(true);
    // Both fit the screen: the whole spread is in view without scrolling.
    expect(right && right.y + right.height <= 768).toBe(true);
  });
});

test.describe('with Save-Data', () => {
  // The browser reports Save-Data through the Network Information API, as Chromium does.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      });
    });
  });

  test('the reader fetches only the smallest pictures and nothing ahead', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const found = await freeChapter(request);
    const pictures: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/media/pages/')) pictures.push(new URL(sent.url()).pathname);
    });
    await page.goto(readerOf(found));
    const first = pageImage(page, found, 1);
    await expect(first).toBeVisible(FIRST_RENDER);
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/1-480\.(avif|webp)$/);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((path) => !/-480\.(avif|webp)$/.test(path))).toEqual([]);
    // Nothing fetched ahead: page 2 only once it is turned to.
    expect(pictures.some((path) => path.includes('/2-'))).toBe(false);
  });
});
