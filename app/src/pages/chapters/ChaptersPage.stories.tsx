import { formatDate, MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chaptersOf, comics } from '../../mocks/fixtures';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const comic = comics[0]!;
const chapters = chaptersOf(comic._id);

const meta = {
  title: 'Pages/Chapters',
  ...PAGE_STORY,
  args: { url: `/comicChap/${comic._id}/chapters` },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The comic on top; rows with picture, title and 'Mon D, YYYY' date, each opening the reader. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: comic.title }, AFTER_SKELETONS),
    ).toBeVisible();
    const list = await main.findByRole('list', { name: 'Chapters' }, AFTER_SKELETONS);
    const rows = within(list).getAllByRole('link');
    await expect(rows).toHaveLength(chapters.length);
    const first = chapters[0]!;
    await expect(rows[0]).toHaveAttribute(
      'href',
      `/comicChap/${comic._id}/chapters/pdfView?chapter=${first._id}`,
    );
    await expect(within(rows[0]!).getByText(formatDate(first.releaseDate!))).toBeVisible();
    // The third chapter has no release date: no date line.
    await expect(rows[2]!.querySelector('time')).toBeNull();
    await expect(main.getByRole('link', { name: 'All comics' })).toHaveAttribute('href', '/comics');
  },
};

export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Chapters' })).toBeInTheDocument();
    await expect(main.getAllByRole('status').length).toBeGreaterThan(0);
    await expect(main.queryByRole('list', { name: 'Chapters' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: MESSAGES.noChapters }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** A failed load is logged and the list stays empty (spec section 8). */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: MESSAGES.noChapters }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Chapters' })).toBeVisible();
  },
};

export const OnAPhone: Story = { ...Content, ...PHONE_VIEWPORT };
