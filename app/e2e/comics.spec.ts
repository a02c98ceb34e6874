// The comics journeys against the real server and its seeded catalogue (8 comics, 25 chapters
// with real PDFs drawn by the server, shown as page images): catalogue -> chapter list -> reader,
// the reader's page turning, its address and memory surviving a reload, and axe on each screen.
import { authorsText, formatDate, newestFirst, type Chapter, type Comic } from '@ic/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The skeletons stay 2.4 s; the content comes after. */
const AFTER_SKELETONS = { timeout: 10_000 };

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Every comic newest first (the API lists them oldest first), the newest and its chapters. */
async function firstComic(request: APIRequestContext) {
  const comics = newestFirst(await apiData<Comic[]>(request, '/comic'));
  const comic = comics[0]!;
  const chapters = await apiData<Chapter[]>(request, `/comicChap/${comic._id}/chapters`);
  return { comics, comic, chapters };
}

const counter = (page: Page) => page.getByText(/^Page \d+ of \d+$/);
/** The page on screen, as an image. */
const drawnPage = (page: Page) =>
  page.getByRole('region', { name: 'Chapter pages' }).getByRole('img', { name: /, page \d+$/ });

test('the catalogue lists every comic with its year and authors', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { comics } = await firstComic(request);
  await page.goto('/comics');
  await expect(page.getByRole('heading', { level: 1, name: 'Comics' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'All comics' }).getByRole('link');
  await expect(cards).toHaveCount(comics.length, AFTER_SKELETONS);
  for (const [index, comic] of comics.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(comic.title);
    await expect(card).toContainText(authorsText(comic.authors));
    await expect(card).toHaveAttribute('href', `/comics/${comic._id}`);
  }
  await expectAccessible();
});

test('a comic opens its page with its chapter list, each release date as Mon D, YYYY', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { comic, chapters } = await firstComic(request);
  await page.goto('/comics');
  await page.getByRole('link', { name: new RegExp(comic.title) }).click(AFTER_SKELETONS);
  await expect(page).toHaveURL(new RegExp(`/comics/${comic._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: comic.title })).toBeVisible(
    AFTER_SKELETONS,
  );
  const rows = page.getByRole('list', { name: 'Chapters' }).getByRole('link');
  await expect(rows).toHaveCount(chapters.length, AFTER_SKELETONS);
  for (const [index, chapter] of chapters.entries()) {
    await expect(rows.nth(index)).toContainText(chapter.title);
    if (chapter.releaseDate) {
      await expect(rows.nth(index)).toContainText(formatDate(chapter.releaseDate));
    }
  }
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
  await expectAccessible();
});

test('a row opens the reader: a drawn page, Next and ArrowRight turn it, no header or footer', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { comic, chapters } = await firstComic(request);
  const chapter = chapters[0]!;
  await page.goto(`/comicChap/${comic._id}/chapters`);
  await page
    .getByRole('list', { name: 'Chapters' })
    .getByRole('link', { name: new RegExp(chapter.title) })
    .click(AFTER_SKELETONS);
  await expect(page).toHaveURL(new RegExp(`/pdfView\\?chapter=${chapter._id}`));
  await expect(page.getByRole('heading', { level: 1, name: chapter.title })).toBeVisible();
  await expect(counter(page)).toHaveText(`Page 1 of ${chapter.pageCount}`);
  await expect(drawnPage(page)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(counter(page)).toHaveText(`Page 2 of ${chapter.pageCount}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`Page 3 of ${chapter.pageCount}`);
  await expect(page).toHaveURL(/&page=3$/);
  await expect(drawnPage(page)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`Page 2 of ${chapter.pageCount}`);
});

test('a reload keeps the chapter and the page; the back arrow returns to the list', async ({
  page,
  request,
}) => {
  const { comic, chapters } = await firstComic(request);
  // The first chapter is free: a signed-out visitor may read it (later ones are for members).
  const chapter = chapters[0]!;
  await page.goto(`/comicChap/${comic._id}/chapters/pdfView?chapter=${chapter._id}`);
  await expect(counter(page)).toHaveText(`Page 1 of ${chapter.pageCount}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(counter(page)).toHaveText(`Page 3 of ${chapter.pageCount}`);
  // The address follows the turned page once it has painted (ReaderPage): a reload before then
  // opens the page the address still names.
  await expect(page).toHaveURL(/&page=3$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: chapter.title })).toBeVisible();
  await expect(counter(page)).toHaveText(`Page 3 of ${chapter.pageCount}`);

  // Without &page= the page last read in this browser comes back.
  await page.goto(`/comicChap/${comic._id}/chapters/pdfView?chapter=${chapter._id}`);
  await expect(counter(page)).toHaveText(`Page 3 of ${chapter.pageCount}`);

  await page.getByRole('link', { name: 'Back to chapters' }).click();
  await expect(page).toHaveURL(new RegExp(`/comicChap/${comic._id}/chapters$`));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chapters' })).toBeVisible(AFTER_SKELETONS);
});

test('pdfView with no chapter shows the chapter list', async ({ page, request }) => {
  const { comic } = await firstComic(request);
  await page.goto(`/comicChap/${comic._id}/chapters/pdfView`);
  await expect(page).toHaveURL(new RegExp(`/comicChap/${comic._id}/chapters$`));
  await expect(page.getByRole('list', { name: 'Chapters' })).toBeVisible(AFTER_SKELETONS);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the reader fits the page to the width and a swipe turns it', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const { comic, chapters } = await firstComic(request);
    const chapter = chapters[0]!;
    await page.goto(`/comicChap/${comic._id}/chapters/pdfView?chapter=${chapter._id}`);
    await expect(drawnPage(page)).toBeVisible();
    const box = await drawnPage(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    const finger = { pointerId: 1, pointerType: 'touch', isPrimary: true };
    const target = drawnPage(page);
    await target.dispatchEvent('pointerdown', { ...finger, clientX: 300, clientY: 300 });
    await target.dispatchEvent('pointermove', { ...finger, clientX: 200, clientY: 305 });
    await target.dispatchEvent('pointerup', { ...finger, clientX: 100, clientY: 310 });
    await expect(counter(page)).toHaveText(`Page 2 of ${chapter.pageCount}`);
    await expectAccessible();
  });
});
