import { PAGING } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogs } from '../../mocks/fixtures';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/Blogs & News',
  ...PAGE_STORY,
  args: { url: '/news' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const icBlogs = blogs.filter((blog) => blog.category === 'ic');
const foundationBlogs = blogs.filter((blog) => blog.category === 'foundation');

/** The page once every section has replaced its skeletons. */
async function loadedMain(canvasElement: HTMLElement) {
  const main = await mainOf(canvasElement);
  await waitFor(() => expect(main.queryAllByRole('status')).toHaveLength(0), AFTER_SKELETONS);
  return main;
}

/** The hero, the newest blog featured, the IC blogs carousel, the list and the foundation banner. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedMain(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Blogs & News' })).toBeVisible();
    const latest = await main.findByRole('region', { name: 'Latest Update' }, AFTER_SKELETONS);
    await expect(
      await within(latest).findByRole('heading', { name: blogs[0]!.title }, AFTER_SKELETONS),
    ).toBeVisible();

    const carousel = main.getByRole('region', { name: 'IC Universe blog posts' });
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(Math.min(icBlogs.length, PAGING.blogDefault));
    const section = main.getByRole('region', { name: 'IC Universe Blogs' });
    await expect(within(section).getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/all-news',
    );

    const list = main.getByRole('list', { name: 'News & Stories' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(PAGING.allNewsPerPage);

    const foundation = main.getByRole('region', { name: 'Foundation Updates' });
    const updates = within(foundation).getByRole('list', { name: 'Latest foundation updates' });
    await expect(within(updates).getAllByRole('listitem')).toHaveLength(
      Math.min(foundationBlogs.length, 3),
    );
  },
};

/** 'Read more' on the latest update opens that blog's page; its Back button returns here. */
export const ReadMoreOpensTheBlog: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const [first] = blogs;
    const latest = await main.findByRole('region', { name: 'Latest Update' }, AFTER_SKELETONS);
    await userEvent.click(
      await within(latest).findByRole(
        'link',
        { name: `Read more about ${first!.title}` },
        AFTER_SKELETONS,
      ),
    );
    await expect(
      await main.findByRole('heading', { level: 1, name: first!.title }, AFTER_SKELETONS),
    ).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Back' }));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Blogs & News' }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** Skeletons while the blogs are on their way (here they never arrive). */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Blogs & News' })).toBeVisible();
    await expect(main.getAllByRole('status').length).toBeGreaterThan(0);
  },
};

/** No blogs yet: the page says so; the foundation banner still leads to the foundation. */
export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'No news yet' }, AFTER_SKELETONS),
    ).toBeVisible();
    await waitFor(() => expect(main.queryByRole('status')).toBeNull(), AFTER_SKELETONS);
    await expect(main.getByRole('link', { name: /Visit the Foundation/ })).toBeVisible();
  },
};

/** The blog calls fail (they are logged): the page says the news could not be loaded. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'The news could not be loaded' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(main.queryByRole('region', { name: 'Latest Update' })).toBeNull();
  },
};

/** On a phone the carousel shows one blog a page. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const carousel = await main.findByRole(
      'region',
      { name: 'IC Universe blog posts' },
      AFTER_SKELETONS,
    );
    await waitFor(() => expect(within(carousel).getAllByRole('group')).toHaveLength(1));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    await expect(within(carousel).getByRole('group')).toHaveAccessibleName(
      `2 of ${icBlogs.length}`,
    );
  },
};
