import { ACCESS_MESSAGES, DOWNLOAD_TEXT, formatDate, MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chaptersAnswer, chaptersWithLocks, EARLY_UNTIL } from '../../mocks/access';
import { chaptersOf, comics, signedInUser } from '../../mocks/fixtures';
import { api, PAGE_STORY, signedInAs } from '../../stories/pageMeta';
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

/** A free reader's list: the first chapter open, the others with why they are closed. */
export const Locked: Story = {
  parameters: api(
    'content',
    chaptersAnswer((id) =>
      chaptersWithLocks(id, [
        null,
        { reason: 'members' },
        { reason: 'early-until', until: EARLY_UNTIL },
      ]),
    ),
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const list = await main.findByRole('list', { name: 'Chapters' }, AFTER_SKELETONS);
    const rows = within(list).getAllByRole('link');
    await expect(rows[0]).not.toHaveAccessibleName(/Members only/);
    await expect(rows[1]).toHaveAccessibleName(new RegExp(ACCESS_MESSAGES.membersOnly));
    await expect(rows[2]).toHaveAccessibleName(/Free on Dec 1, 2026/);
    // A locked row still opens the reader, which explains.
    await expect(rows[1]).toHaveAttribute(
      'href',
      `/comicChap/${comic._id}/chapters/pdfView?chapter=${chapters[1]!._id}`,
    );
  },
};

/** A child's list of a comic above the guardian's ceiling. */
export const RatedForAChild: Story = {
  parameters: api(
    'content',
    chaptersAnswer((id) => chaptersWithLocks(id, Array(3).fill({ reason: 'rating' }), 'T')),
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('list', { name: 'Chapters' }, AFTER_SKELETONS);
    await expect(main.getAllByText('Rated T')).toHaveLength(3);
  },
};

/**
 * Signed in: "Save for offline" beside each chapter this reader may open (the reader's own
 * button, named with its chapter), none beside a members' chapter.
 */
export const SignedInSaveForOffline: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: Locked.parameters,
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('list', { name: 'Chapters' }, AFTER_SKELETONS);
    const save = await main.findByRole('button', {
      name: `${DOWNLOAD_TEXT.save}: ${chapters[0]!.title}`,
    });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(main.getAllByRole('button', { name: /offline/ })).toHaveLength(1);
  },
};
