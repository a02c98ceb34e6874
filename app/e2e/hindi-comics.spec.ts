// The comics area in Hindi (issue 19) against the real server: the catalogue, a comic and its
// chapters, and a free chapter read in Hindi from its first page to the end card, with axe on
// each screen; every screen fits a 360 px phone and is shot at 360 and 1366 px for review.
import type { Page } from '@playwright/test';
import { AFTER_SKELETONS, FIRST_RENDER, freeChapter, type Found } from './chapters';
import { expect, test } from './fixtures';
import { overflowing } from './layout';

const readerOf = ({ comic, chapter }: Found, page?: number) =>
  `/comicChap/${comic._id}/chapters/pdfView?chapter=${chapter._id}${page ? `&page=${page}` : ''}&lang=hi`;
const pageImage = (page: Page, found: Found, n: number) =>
  page.getByRole('img', { name: `${found.chapter.title}, पेज ${n}`, exact: true });

test('the catalogue, a comic and its chapters in Hindi', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const found = await freeChapter(request);
  await page.goto('/comics?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'कॉमिक्स' })).toBeVisible();
  const filters = page.getByRole('group', { name: 'कॉमिक्स छाँटें' });
  await expect(filters.getByRole('combobox', { name: 'विधा' })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'मुफ़्त में पढ़ें' })).toBeVisible();
  await expect(page.getByText(/^\d+ कॉमिक्स?$/)).toBeVisible(AFTER_SKELETONS);
  await expect(
    page.getByRole('list', { name: 'सभी कॉमिक्स' }).getByRole('link').first(),
  ).toBeVisible();
  await expectAccessible();

  // The comic's own page: about, facts, Follow for a visitor, its chapters.
  await page.goto(`/comics/${found.comic._id}?lang=hi`);
  await expect(page.getByRole('heading', { level: 1, name: found.comic.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'इस कॉमिक के बारे में' })).toBeVisible();
  await expect(page.getByText('स्थिति', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'फ़ॉलो करने के लिए लॉग इन करें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'पढ़ना शुरू करें' })).toBeVisible(AFTER_SKELETONS);
  await expectAccessible();

  // The chapter list: numbers, page counts and a lock where a chapter is for members.
  await page.goto(`/comicChap/${found.comic._id}/chapters?lang=hi`);
  await expect(page.getByRole('link', { name: 'सभी कॉमिक्स' })).toBeVisible();
  const list = page.getByRole('list', { name: 'अध्याय' });
  const first = list.getByRole('link', { name: new RegExp(found.chapter.title) });
  await expect(first).toContainText('अध्याय 1', AFTER_SKELETONS);
  await expect(first).toContainText(`${found.chapter.pageCount} पेज`);
  await expectAccessible();
});

test('a free chapter read in Hindi: the controls, a page turned, the end card', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const found = await freeChapter(request);
  const count = found.chapter.pageCount;
  const next = found.chapters[1]!;
  await page.goto(readerOf(found));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(pageImage(page, found, 1)).toBeVisible(FIRST_RENDER);
  await expect(
    page.getByRole('heading', { level: 1, name: `अध्याय 1: ${found.chapter.title}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'अध्यायों पर वापस जाएँ' })).toBeVisible();
  const controls = page.getByRole('group', { name: 'रीडर के कंट्रोल' });
  await expect(controls.getByText(`पेज 1 / ${count}`)).toBeVisible();
  await expect(controls.getByRole('button', { name: 'पिछला' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(controls.getByRole('button', { name: 'बड़ा करें' })).toBeVisible();

  // The settings: the reading modes and data saver in Hindi.
  await page.getByRole('button', { name: 'रीडर की सेटिंग' }).click();
  const settings = page.getByRole('group', { name: 'रीडर की सेटिंग' });
  await expect(settings.getByRole('group', { name: 'पढ़ने का तरीका' })).toBeVisible();
  await expect(settings.getByRole('radio', { name: 'एक पेज' })).toBeChecked();
  await expect(settings.getByRole('switch', { name: 'डेटा सेवर' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'रीडर की सेटिंग' }).click();

  // A page turned with अगला.
  await controls.getByRole('button', { name: 'अगला' }).click();
  await expect(controls.getByText(`पेज 2 / ${count}`)).toBeVisible();
  await expect(pageImage(page, found, 2)).toBeVisible(FIRST_RENDER);

  // The thumbnails to the last page, then past it: the end card in Hindi.
  await controls.getByRole('button', { name: 'पेज', exact: true }).click();
  await page.getByRole('button', { name: `पेज ${count}`, exact: true }).click();
  await expect(controls.getByText(`पेज ${count} / ${count}`)).toBeVisible();
  await controls.getByRole('button', { name: 'अगला' }).click();
  await expect(controls.getByText('अध्याय समाप्त', { exact: true })).toBeVisible();
  const end = page.getByRole('region', { name: 'अध्याय 1 समाप्त' });
  await expect(end.getByText('आगे', { exact: true })).toBeVisible();
  await expect(end).toContainText(`अध्याय 2: ${next.title}`);
  await expect(end.getByRole('link', { name: 'सभी अध्याय' })).toBeVisible();
  await expectAccessible();
  await end.getByRole('link', { name: 'अध्याय 2 पढ़ें' }).click();
  await expect(page).toHaveURL(new RegExp(`chapter=${next._id}`));
  if (next.readable) {
    await expect(
      page.getByRole('heading', { level: 1, name: `अध्याय 2: ${next.title}` }),
    ).toBeVisible(FIRST_RENDER);
  } else {
    // A members' chapter for a visitor: the paywall says why in Hindi (its plans are checkout's).
    const paywall = page.getByRole('region', { name: 'Ultimate के साथ आगे पढ़ें' });
    await expect(paywall).toContainText('केवल सदस्यों के लिए');
    await expect(paywall.getByRole('button', { name: 'पढ़ने के लिए लॉग इन करें' })).toBeVisible();
    await expect(paywall.getByRole('heading', { name: 'नए हैं? एक प्लान चुनें' })).toBeVisible();
  }
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`the comics in Hindi fit at ${viewport.width} px, shot for review`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const found = await freeChapter(request);
    const shoot = async (name: string) => {
      // The spec's skeletons stay at least 2.4 s: the shot waits for what they stand for.
      await expect(page.locator('[data-slot="while-scripted"]')).toHaveCount(0, AFTER_SKELETONS);
      await page.waitForLoadState('networkidle');
      expect(await overflowing(page), name).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`${name}-hi-${viewport.width}.png`),
        fullPage: true,
      });
    };

    await page.goto('/comics?lang=hi');
    await expect(page.getByText(/^\d+ कॉमिक्स?$/)).toBeVisible(AFTER_SKELETONS);
    await shoot('comics');

    await page.goto(`/comics/${found.comic._id}?lang=hi`);
    await expect(page.getByRole('link', { name: 'पढ़ना शुरू करें' })).toBeVisible(AFTER_SKELETONS);
    await shoot('comic');

    await page.goto(`/comicChap/${found.comic._id}/chapters?lang=hi`);
    await expect(page.getByRole('list', { name: 'अध्याय' }).getByRole('link').first()).toContainText(
      'अध्याय 1',
      AFTER_SKELETONS,
    );
    await shoot('chapters');

    await page.goto(readerOf(found));
    await expect(pageImage(page, found, 1)).toBeVisible(FIRST_RENDER);
    await page.getByRole('button', { name: 'रीडर की सेटिंग' }).click();
    await expect(page.getByRole('switch', { name: 'डेटा सेवर' })).toBeVisible();
    await shoot('reader');

    await page.goto(readerOf(found, found.chapter.pageCount));
    await expect(pageImage(page, found, found.chapter.pageCount)).toBeVisible(FIRST_RENDER);
    await page.getByRole('button', { name: 'अगला' }).click();
    await expect(page.getByRole('region', { name: 'अध्याय 1 समाप्त' })).toBeVisible();
    await shoot('reader-end');
  });
}
