import { MESSAGES, PAGING } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogs } from '../../mocks/fixtures';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/All News',
  ...PAGE_STORY,
  args: { url: '/all-news' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const perPage = PAGING.allNewsPerPage;
const titlesOn = (page: number) =>
  blogs.slice((page - 1) * perPage, page * perPage).map((blog) => blog.title);

async function listedTitles(main: ReturnType<typeof within>, page: number) {
  const list = await main.findByRole('list', { name: `All news, page ${page}` }, AFTER_SKELETONS);
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/** The first 5 blogs, newest first, with numbered pagination. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'All News' })).toBeVisible();
    await expect(await listedTitles(main, 1)).toEqual(titlesOn(1));
    const pages = main.getByRole('navigation', { name: 'All news pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Next, a numbered page and Prev move through the pages; each list is the server's page. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await listedTitles(main, 1);
    const pages = () => within(main.getByRole('navigation', { name: 'All news pages' }));
    await userEvent.click(pages().getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await listedTitles(main, 2)).toEqual(titlesOn(2)));
    await userEvent.click(pages().getByRole('button', { name: 'Page 1' }));
    await waitFor(async () => expect(await listedTitles(main, 1)).toEqual(titlesOn(1)));
    await userEvent.click(pages().getByRole('button', { name: 'Page 2' }));
    await userEvent.click(pages().getByRole('button', { name: 'Prev' }));
    await waitFor(async () => expect(await listedTitles(main, 1)).toEqual(titlesOn(1)));
  },
};

/** The page comes from the address: ?page=2 opens the second page. */
export const SecondPage: Story = {
  args: { url: '/all-news?page=2' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await listedTitles(main, 2)).toEqual(titlesOn(2));
    await expect(main.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A page past the last says so and leads back to the first. */
export const PastTheLastPage: Story = {
  args: { url: '/all-news?page=9' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'No stories on this page' }, AFTER_SKELETONS),
    ).toBeVisible();
    await userEvent.click(main.getByRole('link', { name: 'Back to the first page' }));
    await expect(await listedTitles(main, 1)).toEqual(titlesOn(1));
  },
};

/** 'Loading...' until the page arrives (here it never does). */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('status', {}, AFTER_SKELETONS)).toHaveTextContent(
      MESSAGES.loading,
    );
  },
};

/** No blogs at all. */
export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'No news yet' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(main.queryByRole('navigation', { name: 'All news pages' })).toBeNull();
  },
};

/** The call fails: it is logged and the page keeps saying 'Loading...' (spec section 8). */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('status', {}, AFTER_SKELETONS)).toHaveTextContent(
      MESSAGES.loading,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(main.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(main.queryByRole('list')).toBeNull();
  },
};

export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await listedTitles(main, 1)).toEqual(titlesOn(1));
    const pages = main.getByRole('navigation', { name: 'All news pages' });
    await expect(pages.scrollWidth).toBeLessThanOrEqual(pages.clientWidth);
  },
};
