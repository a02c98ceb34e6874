import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogs, character, comics } from '../../mocks/fixtures';
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

const [lead, ...rest] = blogs;
const inCategory = (category: string) => rest.filter((blog) => blog.category === category);

/** The page once every section has replaced its skeletons. */
async function loadedMain(canvasElement: HTMLElement) {
  const main = await mainOf(canvasElement);
  await waitFor(() => expect(main.queryAllByRole('status')).toHaveLength(0), AFTER_SKELETONS);
  return main;
}

/**
 * The hero, the newest article as the lead with what it discusses, then the others grouped by
 * category (IC Universe, news and stories, the foundation's in its banner), each article once.
 */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedMain(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Blogs & News' })).toBeVisible();
    const latest = main.getByRole('region', { name: 'Latest Update' });
    await expect(within(latest).getByRole('heading', { name: lead!.title })).toBeVisible();
    const topics = await within(latest).findByRole('list', {
      name: `What ${lead!.title} is about`,
    });
    await expect(
      await within(topics).findByRole('link', { name: `Read ${comics[0]!.title}` }),
    ).toHaveAttribute('href', `/comics/${comics[0]!._id}`);
    await expect(
      await within(topics).findByRole('link', { name: `Meet ${character.originalName}` }),
    ).toBeVisible();

    const groups = [
      ['IC Universe Blogs', 'ic'],
      ['News & Stories', 'general'],
    ] as const;
    for (const [name, category] of groups) {
      const section = main.getByRole('region', { name });
      const titles = inCategory(category).map((blog) => blog.title);
      await expect(
        within(within(section).getByRole('list', { name })).getAllByRole('heading'),
      ).toHaveLength(titles.length);
      for (const title of titles) await expect(within(section).getByText(title)).toBeVisible();
      await expect(within(section).getByRole('link', { name: 'View more' })).toHaveAttribute(
        'href',
        '/all-news',
      );
    }

    const foundation = main.getByRole('region', { name: 'Foundation Updates' });
    const updates = within(foundation).getByRole('list', { name: 'Latest foundation updates' });
    await expect(within(updates).getAllByRole('heading')).toHaveLength(
      inCategory('foundation').length,
    );
    // Every article once: the lead is in no group, and no group repeats another's.
    for (const blog of blogs) {
      await expect(main.getAllByRole('heading', { name: blog.title })).toHaveLength(1);
    }
  },
};

/** A card's topic leads to the comic it discusses. */
export const TopicOpensTheComic: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedMain(canvasElement);
    const latest = main.getByRole('region', { name: 'Latest Update' });
    await userEvent.click(
      await within(latest).findByRole('link', { name: `Read ${comics[0]!.title}` }),
    );
    await expect(
      await main.findByRole('heading', { level: 1, name: comics[0]!.title }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** 'Read more' on the latest update opens that blog's page; its Back button returns here. */
export const ReadMoreOpensTheBlog: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedMain(canvasElement);
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

/** On a phone the groups are one column of cards, nothing wider than the screen. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const main = await loadedMain(canvasElement);
    const list = main.getByRole('list', { name: 'IC Universe Blogs' });
    // The group's own items, not the topic lists inside its cards.
    const lefts = [...list.children].map((item) => Math.round(item.getBoundingClientRect().left));
    await expect(new Set(lefts).size).toBe(1);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
