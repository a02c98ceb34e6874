import { MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { comics } from '../../mocks/fixtures';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/Comics',
  ...PAGE_STORY,
  args: { url: '/comics' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every comic with its year and authors ('Unknown Author' when none), each to its chapters; the
 * one with no chapter yet is greyed and UPCOMING, as on the home page.
 */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Comics' })).toBeVisible();
    const list = await main.findByRole('list', { name: 'All comics' }, AFTER_SKELETONS);
    const cards = within(list).getAllByRole('link');
    await expect(cards).toHaveLength(comics.length - 1);
    await expect(within(list).getAllByText(MESSAGES.upcoming)).toHaveLength(1);
    const first = comics[0]!;
    const card = within(list).getByRole('link', { name: new RegExp(first.title) });
    await expect(card).toHaveAttribute('href', `/comics/${first._id}`);
    await expect(within(card).getByText('Ira Menon')).toBeVisible();
    await expect(within(list).getAllByText('Unknown Author')).not.toHaveLength(0);
    await expect(within(list).getAllByText('Ira Menon, Kabir Sethi')).not.toHaveLength(0);
  },
};

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** Filters and sort from the address (ongoing, A to Z); a genre nobody has empties the list. */
export const Filtered: Story = {
  args: { url: '/comics?status=ongoing&sort=az' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const list = await main.findByRole('list', { name: 'All comics' }, AFTER_SKELETONS);
    const ongoing = comics.filter((c) => c.status === 'ongoing').map((c) => c.title);
    await expect(titles(list)).toEqual(ongoing.toSorted((a, b) => a.localeCompare(b, 'en')));
    const filters = main.getByRole('group', { name: 'Filter comics' });
    await expect(within(filters).getByRole('button', { name: 'Ongoing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(filters).getByRole('combobox', { name: 'Sort by' })).toHaveValue('az');
    await expect(within(filters).getByText(`${ongoing.length} comics`)).toBeVisible();

    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: 'Genre' }),
      'Horror',
    );
    await expect(
      await main.findByRole('heading', { name: 'No comic matches every filter' }),
    ).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Show every comic' }));
    await waitFor(() =>
      expect(main.getByRole('list', { name: 'All comics' }).children).toHaveLength(comics.length),
    );
    // The sort stays when the filters go.
    await expect(within(filters).getByRole('combobox', { name: 'Sort by' })).toHaveValue('az');
  },
};

/** Card-shaped skeletons with one 'Loading…' while the comics are on their way. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByText('Loading…')).toBeInTheDocument();
    await expect(main.queryByRole('list', { name: 'All comics' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: MESSAGES.noComics }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** A failed load shows the empty catalogue (spec section 8: comics list failure is an empty list). */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: MESSAGES.noComics }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = { ...Content, ...PHONE_VIEWPORT };
