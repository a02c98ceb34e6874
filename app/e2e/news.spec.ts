// Blogs & News against the seeded server (the seeded world's blogs; spec sections 2, 4, 8 and 9):
// the front page (the lead and the groups, each article once, the topics' links), a blog's page and
// back, all news 5 a page, and the front page on a phone.
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

const latestUpdate = (page: Page) => page.getByRole('region', { name: 'Latest Update' });
const allNewsList = (page: Page, n: number) =>
  page.getByRole('list', { name: `All news, page ${n}` });

test('/news leads with the newest article, then every other one once, grouped by category', async ({
  page,
  request,
  expectAccessible,
}) => {
  const blogs = await allBlogs(request);
  // Enough for every group and three pages of all news.
  expect(blogs.length).toBeGreaterThan(PAGING.allNewsPerPage * 2);
  const [lead, ...rest] = blogs;
  const inCategory = (category: Blog['category']) =>
    rest.filter((blog) => blog.category === category).map((blog) => blog.title);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs & News' })).toBeVisible();
  await expect(latestUpdate(page).getByRole('heading', { name: lead!.title })).toBeVisible(CONTENT);

  for (const [name, category] of [
    ['IC Universe Blogs', 'ic'],
    ['News & Stories', 'general'],
  ] as const) {
    const section = page.getByRole('region', { name });
    await expect(section.getByRole('list', { name }).getByRole('heading')).toHaveText(
      inCategory(category),
    );
    await expect(section.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/all-news',
    );
  }
  const foundation = page.getByRole('region', { name: 'Foundation Updates' });
  await expect(
    foundation.getByRole('list', { name: 'Latest foundation updates' }).getByRole('heading'),
  ).toHaveText(inCategory('foundation'));
  await expect(foundation.getByRole('link', { name: /Visit the Foundation/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  // No article twice: the lead is in no group.
  for (const blog of blogs) {
    await expect(page.getByRole('heading', { name: blog.title, exact: true })).toHaveCount(1);
  }
  await expectAccessible();
});

test('a card on /news links the comic and the character its article discusses', async ({
  page,
  request,
}) => {
  const blogs = await allBlogs(request);
  const aboutComic = blogs.find((blog) => blog.comicId)!;
  const aboutCharacter = blogs.find((blog) => blog.characterId)!;
  const comic = (
    (await (await request.get(`/comic/${aboutComic.comicId}`)).json()) as {
      data: { title: string };
    }
  ).data;
  const topics = (blog: Blog) => page.getByRole('list', { name: `What ${blog.title} is about` });
  await page.goto('/news');
  await expect(topics(aboutCharacter).getByRole('link', { name: /^Meet / })).toHaveAttribute(
    'href',
    `/characters/biography?id=${aboutCharacter.characterId}`,
    CONTENT,
  );
  await topics(aboutComic)
    .getByRole('link', { name: `Read ${comic.title}` })
    .click(CONTENT);
  await expect(page).toHaveURL(new RegExp(`/comics/${aboutComic.comicId}$`));
  await expect(page.getByRole('heading', { level: 1, name: comic.title })).toBeVisible();
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

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('/news is one column of cards, nothing wider than the screen', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/news');
    // The group's own items, not the topic lists inside its cards.
    const cards = page.getByRole('list', { name: 'IC Universe Blogs' }).locator(':scope > li');
    await expect(cards.first()).toBeVisible(CONTENT);
    const lefts = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectAccessible();
  });
});
