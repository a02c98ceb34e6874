import { formatDate, PAGING } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogs, character, comics } from '../../mocks/fixtures';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const [blog, second] = blogs;

const meta = {
  title: 'Pages/News Story',
  ...PAGE_STORY,
  args: { url: `/news/${blog!._id}` },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The blog: title (h1), subject, author and date, the cover and its stories with their pictures. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: blog!.title }, AFTER_SKELETONS),
    ).toBeVisible();
    const article = within(main.getByRole('article', { name: blog!.title }));
    await expect(article.getByText(blog!.subject)).toBeVisible();
    await expect(article.getByText(new RegExp(`By ${blog!.authorName}`))).toBeVisible();
    await expect(article.getByText(formatDate(blog!.createdAt))).toBeVisible();
    await expect(article.getByRole('img', { name: `Cover art for ${blog!.title}` })).toBeVisible();
    const stories = blog!.news.map((entry) => article.getByText(entry.story));
    await expect(stories).toHaveLength(blog!.news.length);
    await expect(
      article.getByRole('img', { name: `${blog!.title}, part ${blog!.news.length}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${blog!.title} | IC Universe`));
  },
};

/** A section heading, then the comic and the character it discusses and the ways to share it. */
export const AboutAndShare: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const article = within(
      await main.findByRole('article', { name: blog!.title }, AFTER_SKELETONS),
    );
    await expect(
      article.getByRole('heading', { level: 2, name: 'The readers chose' }),
    ).toBeVisible();
    const comic = comics[0]!;
    await expect(
      await article.findByRole('link', { name: `Read ${comic.title}` }, AFTER_SKELETONS),
    ).toHaveAttribute('href', `/comics/${comic._id}`);
    await expect(
      await article.findByRole('link', { name: `Meet ${character.originalName}` }),
    ).toHaveAttribute('href', `/characters/biography?id=${character._id}`);
    const share = article.getByRole('group', { name: `Share ${blog!.title}` });
    await expect(within(share).getByRole('button', { name: /^(Share|Copy link)$/ })).toBeVisible();
  },
};

/** The trending sidebar lists the newest other blogs, each leading to its page. */
export const TrendingSidebar: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const aside = await main.findByRole(
      'complementary',
      { name: 'Trending News' },
      AFTER_SKELETONS,
    );
    const links = await within(aside).findAllByRole('link', {}, AFTER_SKELETONS);
    await expect(links.map((link) => link.textContent)).toEqual(
      blogs.slice(1, 1 + PAGING.trendingNews).map((item) => item.title),
    );
    await userEvent.click(within(aside).getByRole('link', { name: second!.title }));
    await expect(
      await main.findByRole('heading', { level: 1, name: second!.title }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** Opened directly, Back has no page of ours behind it and leads to Blogs & News. */
export const BackWithoutHistory: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: 'Back' }, AFTER_SKELETONS));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Blogs & News' }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** An id no blog has: the page says so and leads to all news. */
export const NotFound: Story = {
  args: { url: '/news/65f0c0ffee0000000000abcd' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Story not found' }, AFTER_SKELETONS),
    ).toBeVisible();
    await userEvent.click(main.getByRole('link', { name: 'See all news' }));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'All News' }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** The blog's shape in grey while it loads (here it never arrives). */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect((await main.findAllByRole('status', {}, AFTER_SKELETONS)).length).toBeGreaterThan(
      0,
    );
    await expect(main.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** No blogs at all: this one does not exist either, and there is nothing trending to list. */
export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Story not found' }, AFTER_SKELETONS),
    ).toBeVisible();
    await waitFor(() => expect(main.queryByRole('complementary')).toBeNull());
  },
};

/** The server fails (logged): the page says the story could not be loaded. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole(
        'heading',
        { level: 1, name: 'This story could not be loaded' },
        AFTER_SKELETONS,
      ),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'See all news' })).toHaveAttribute(
      'href',
      '/all-news',
    );
  },
};

/** On a phone the trending sidebar follows the blog. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const title = await main.findByRole(
      'heading',
      { level: 1, name: blog!.title },
      AFTER_SKELETONS,
    );
    const aside = await main.findByRole(
      'complementary',
      { name: 'Trending News' },
      AFTER_SKELETONS,
    );
    await expect(aside.getBoundingClientRect().top).toBeGreaterThan(
      title.getBoundingClientRect().bottom,
    );
  },
};
