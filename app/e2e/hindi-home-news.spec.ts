// Hindi (issue 19) on the home page, the news, a blog and the search results against the real
// server: each opens with ?lang=hi, shows its headings in Hindi, passes axe, fits a 360 px phone,
// and is shot at 360 and 1366 px for review.
import type { Blog } from '@ic/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { overflowing } from './layout';

/** The home page's splash (2 s) and skeletons (2.4 s), with room for a busy machine. */
const CONTENT = { timeout: 20_000 };

/** Every seeded blog, newest first, as the server lists them. */
async function allBlogs(request: APIRequestContext): Promise<Blog[]> {
  const response = await request.get('/blog/getallblog');
  return ((await response.json()) as { data: Blog[] }).data;
}

/** The home page in Hindi, once its sections show their content. */
async function openHome(page: Page) {
  await page.goto('/?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const featured = page.getByRole('region', { name: 'चुने हुए किरदारों के कार्ड' });
  await expect(featured.getByRole('link').first()).toBeVisible(CONTENT);
  const comics = page.getByRole('region', { name: 'फ़ैन्स की पसंदीदा कॉमिक्स' });
  await expect(comics.getByRole('link').first()).toBeVisible(CONTENT);
  await expect(page.getByRole('heading', { level: 2, name: 'ताज़ा अपडेट' })).toBeVisible(CONTENT);
}

async function openNews(page: Page) {
  await page.goto('/news?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'ब्लॉग और समाचार' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ताज़ा अपडेट' })).toBeVisible(CONTENT);
  await expect(page.getByRole('link', { name: /^और पढ़ें/ }).first()).toBeVisible(CONTENT);
}

async function openBlog(page: Page, blog: Blog) {
  await page.goto(`/news/${blog._id}?lang=hi`);
  await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'वापस' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'चर्चित समाचार' })).toBeVisible();
  await expect(page.getByText(/^लेखक: /).first()).toBeVisible();
}

async function openSearch(page: Page) {
  await page.goto('/search?q=a&lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'खोज' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '“a” के नतीजे' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^किरदार/ })).toBeVisible(CONTENT);
}

test('the home page in Hindi: its sections, the blogs below and axe', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await openHome(page);
  const main = page.getByRole('main');
  for (const name of [
    'चुने हुए किरदार',
    'फ़ैन्स की पसंद',
    'आज की ख़ास पेशकश',
    'सदस्यता प्लान',
    'ख़ास कंटेंट के लिए हमारा ऐप देखिए',
    'Ultimate Universe से जुड़िए',
    'IC Universe ब्लॉग',
    'फ़ाउंडेशन की ख़बरें',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible(CONTENT);
  }
  // The comic's title stays as it is named; the slide's words are Hindi.
  await expect(main.getByRole('button', { name: 'अभी पढ़ें' }).first()).toBeVisible();
  await expect(main.getByText('The storm wakes')).toHaveCount(0);
  // The Fan Fest of 12 October 2025 is over, said in Hindi with the date as hi-IN writes it.
  const day = new Date(2025, 9, 12).toLocaleDateString('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  await expect(page.getByText(`यह इवेंट ${day} को हुआ`, { exact: false })).toBeVisible();
  await expectAccessible();
});

test('the news, a blog and the search results in Hindi, with axe', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const blogs = await allBlogs(request);
  await openNews(page);
  await expect(page.getByRole('heading', { level: 2, name: 'समाचार और कहानियाँ' })).toBeVisible();
  await expectAccessible();

  await openBlog(page, blogs[0]!);
  await expect(page.getByRole('group', { name: `${blogs[0]!.title} शेयर करें` })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'वापस' }).click();
  await expect(page).toHaveURL(/\/news(\?lang=hi)?$/);

  await page.goto('/news/65f0c0ffee0000000000abcd?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'कहानी नहीं मिली' })).toBeVisible();

  await openSearch(page);
  await expectAccessible();

  await page.goto('/all-news?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'सभी समाचार' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'सभी समाचारों के पेज' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'अगला' })).toBeVisible();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`Hindi fits at ${viewport.width} px: home, news, a blog and search, shot for review`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const blogs = await allBlogs(request);
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      expect(await overflowing(page), name).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`${name}-hi-${viewport.width}.png`),
        fullPage: true,
      });
    };
    await openHome(page);
    await shoot('home');
    await openNews(page);
    await shoot('news');
    await openBlog(page, blogs[0]!);
    await shoot('blog');
    await openSearch(page);
    await shoot('search');
  });
}
