// Blogs & News against the seeded server (the seeded world's blogs; spec sections 2, 4, 8 and 9): the landing
// page's sections, a blog's page and back, all news 5 a page, and the carousel on a phone.
import { formatDate, PAGING, type Blog } from '@ic/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The skeletons (2.4 s), with room for a busy machine. */
const CONTENT = { timeout: 15_000 };

/** Every seeded blog, newest first, as the server lists them. */
async function allBlogs(request: APIRequestContext): Promise<Blog[]> {
  const response = await request.get('/blog/getallblog');
  return ((await response.json()) as { data: Blog[] }).data;
}

const carousel = (page: Page) => page.getByRole('region', { name: 'IC Universe blog posts' });
const latestUpdate = (page: Page) => page.getByRole('region', { name: 'Latest Update' });
const allNewsList = (page: Page, n: number) =>
  page.getByRole('list', { name: `All news, page ${n}` });

test('/news shows the latest update, the blog carousel, the list and the foundation banner', async ({
  page,
  request,
  expectAccessible,
}) => {
  const blogs = await allBlogs(request);
  // Enough for every section and three pages of all news.
  expect(blogs.length).toBeGreaterThan(PAGING.allNewsPerPage * 2);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs & News' })).toBeVisible();
  await expect(latestUpdate(page).getByRole('heading', { name: blogs[0]!.title })).toBeVisible(
    CONTENT,
  );

  const icBlogs = blogs.filter((blog) => blog.category === 'ic');
  await expect(carousel(page).getByRole('group')).toHaveCount(
    Math.min(icBlogs.length, PAGING.blogDefault),
  );
  await expect(carousel(page).getByRole('heading').first()).toHaveText(icBlogs[0]!.title);

  const list = page.getByRole('list', { name: 'News & Stories' });
  await expect(list.getByRole('listitem')).toHaveCount(PAGING.allNewsPerPage);
  const foundation = page.getByRole('region', { name: 'Foundation Updates' });
  await expect(foundation.getByRole('link', { name: /Visit the Foundation/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(
    page
      .getByRole('region', { name: 'IC Universe Blogs' })
      .getByRole('link', { name: 'View more' }),
  ).toHaveAttribute('href', '/all-news');
  await expectAccessible();
});

test("'Read more' opens the blog with its title, author, date and stories; Back returns", async ({
  page,
  request,
  expectAccessible,
}) => {
  const [latest] = await allBlogs(request);
  await page.goto('/news');
  await latestUpdate(page)
    .getByRole('link', { name: `Read more about ${latest!.title}` })
    .click(CONTENT);

  await expect(page).toHaveURL(new RegExp(`/news/${latest!._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: latest!.title })).toBeVisible();
  const article = page.getByRole('article', { name: latest!.title });
  await expect(article.getByText(latest!.subject)).toBeVisible();
  await expect(article.getByText(`By ${latest!.authorName}`)).toBeVisible();
  await expect(article.getByText(formatDate(latest!.createdAt))).toBeVisible();
  for (const entry of latest!.news) await expect(article.getByText(entry.story)).toBeVisible();
  await expect(page).toHaveTitle(`${latest!.title} | IC Universe`);

  const trending = page.getByRole('complementary', { name: 'Trending News' });
  await expect(trending.getByRole('link')).toHaveCount(PAGING.trendingNews);
  await expect(trending.getByRole('link', { name: latest!.title })).toHaveCount(0);
  await expectAccessible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs & News' })).toBeVisible();
});

test('a blog opened directly goes Back to Blogs & News; an unknown one says so', async ({
  page,
  request,
}) => {
  const blogs = await allBlogs(request);
  await page.goto(`/news/${blogs[3]!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: blogs[3]!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/news$/);

  await page.goto('/news/65f0c0ffee0000000000abcd');
  await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all news' }).click();
  await expect(page).toHaveURL(/\/all-news$/);
});

test('/all-news: 5 a page, Next, a numbered page and Prev, the page kept in the address', async ({
  page,
  request,
  expectAccessible,
}) => {
  const blogs = await allBlogs(request);
  const titles = (from: number, to: number) => blogs.slice(from, to).map((blog) => blog.title);
  const pages = page.getByRole('navigation', { name: 'All news pages' });
  await page.goto('/all-news');
  await expect(page.getByRole('heading', { level: 1, name: 'All News' })).toBeVisible();
  await expect(allNewsList(page, 1).getByRole('heading', { level: 2 })).toHaveText(titles(0, 5));
  await expectAccessible();

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/all-news\?page=2$/);
  await expect(allNewsList(page, 2).getByRole('heading', { level: 2 })).toHaveText(titles(5, 10));

  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/all-news\?page=3$/);
  await expect(allNewsList(page, 3).getByRole('heading', { level: 2 })).toHaveText(titles(10, 15));
  await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pages.getByRole('button', { name: 'Prev' }).click();
  await expect(page).toHaveURL(/\/all-news\?page=2$/);
  await expect(allNewsList(page, 2).getByRole('heading', { level: 2 })).toHaveText(titles(5, 10));

  // The address holds the page: a reload stays on it, and Back returns to the one before.
  await page.reload();
  await expect(allNewsList(page, 2).getByRole('heading', { level: 2 })).toHaveText(titles(5, 10));
  await page.goBack();
  await expect(page).toHaveURL(/\/all-news\?page=3$/);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the blog carousel shows one blog a page', async ({ page, request, expectAccessible }) => {
    const icBlogs = (await allBlogs(request)).filter((blog) => blog.category === 'ic');
    await page.goto('/news');
    await expect(carousel(page).getByRole('group')).toHaveCount(1, CONTENT);
    await expect(carousel(page).getByRole('group')).toHaveAccessibleName(`1 of ${icBlogs.length}`);
    await carousel(page).getByRole('button', { name: 'Next' }).click();
    await expect(carousel(page).getByRole('group')).toHaveAccessibleName(`2 of ${icBlogs.length}`);
    await expect(carousel(page).getByRole('heading')).toHaveText(icBlogs[1]!.title);
    // Previous from the first page wraps to the last (each move waits out the 300 ms fade).
    const previous = carousel(page).getByRole('button', { name: 'Previous' });
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await carousel(page).getByRole('button', { name: 'Go to page 1', exact: true }).click();
    await expect(carousel(page).getByRole('group')).toHaveAccessibleName(`1 of ${icBlogs.length}`);
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await previous.click();
    await expect(carousel(page).getByRole('group')).toHaveAccessibleName(
      `${icBlogs.length} of ${icBlogs.length}`,
    );
    await expectAccessible();
  });
});
