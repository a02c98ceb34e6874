import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyArt } from '@ic/art';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { SearchResults } from './SearchResults';

const characters = ['Vayuveer', 'Vayumitra', 'Vayuketu', 'Vayuputra', 'Vayurekha'].map(
  (name, index) => ({
    id: `c${index}`,
    name,
    imageUrl: storyArt(name),
    href: `/characters/biography?id=c${index}`,
  }),
);
const comics = [
  { id: 'k1', title: 'Rise of the Eternal Storm', meta: ['PG', 'Adventure, Mythology'] },
  { id: 'k2', title: 'Storm over Mayapuri', meta: ['T', 'Action, Mystery'] },
].map((comic) => ({
  ...comic,
  cover: storyArt(comic.title, 'cover'),
  href: `/comics/${comic.id}`,
}));

const meta = {
  title: 'Discovery/SearchResults',
  component: SearchResults,
  args: {
    query: 'vayu',
    characters,
    comics: [],
    allCharactersHref: '/characters?q=vayu',
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Characters only: one group with its count, the exact match first as the server ranks them. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Results for “vayu”' });
    await expect(heading).toHaveFocus();
    // The count reads once, as "Characters (5)", not "Characters 5 characters".
    await expect(canvas.getByRole('heading', { level: 3, name: 'Characters (5)' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Characters found' });
    await expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Vayuveer');
    await expect(canvas.queryByRole('list', { name: 'Comics found' })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Every character matching “vayu”' }),
    ).toHaveAttribute('href', '/characters?q=vayu');
  },
};

/** Both groups: comics first (there are few), then characters. */
export const Grouped: Story = {
  args: { query: 'storm', comics, characters: characters.slice(0, 2) },
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(groups).toEqual(['Comics (2)', 'Characters (2)']);
    const found = canvas.getByRole('list', { name: 'Comics found' });
    await expect(
      within(found).getByRole('link', { name: /Rise of the Eternal Storm/ }),
    ).toHaveAttribute('href', '/comics/k1');
  },
};

/** Nothing matched: says so, with a way on. */
export const NoMatch: Story = {
  args: {
    query: 'zzz',
    characters: [],
    comics: [],
    emptyAction: <a href="/characters">Browse every character</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing matches that name' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse every character' })).toBeVisible();
  },
};

/** A new query on its way: the old results stay, marked busy, and focus stays where it was. */
export const Loading: Story = {
  args: { loading: true, comics },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
    await expect(canvas.getByRole('heading', { level: 2 })).not.toHaveFocus();
  },
};

/** On a phone the covers and portraits sit two to a row. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  args: { query: 'storm', comics, characters: characters.slice(0, 4) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Characters found' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};
