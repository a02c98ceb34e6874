import { panelArt } from '@ic/art';
import type { SpotlightItem } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { SpotlightCards } from './SpotlightCards';

const items: SpotlightItem[] = [
  {
    id: 'storm-rider',
    title: 'Storm Rider Returns',
    authors: 'Kavya Rao, Arjun Mehta',
    year: '2025',
    description:
      'The monsoon brings more than rain to Mumbai: a rider made of thunder is back, and she wants answers.',
    image: panelArt(1, 'ZAP!'),
    tag: 'NEW RELEASE',
  },
  {
    id: 'iron-banyan',
    title: 'The Iron Banyan',
    authors: 'Nikhil Iyer',
    year: '2024',
    description:
      'A village tree with roots of steel guards a secret older than the hills around it.',
    image: panelArt(2, 'BOOM!'),
  },
  {
    id: 'comet-kids',
    title: 'Comet Kids',
    authors: 'Sana Sheikh',
    year: '2023',
    description:
      'Three friends, one stolen comet and a summer holiday that goes very far off course.',
    image: panelArt(3, 'WOW!'),
  },
];

const meta = {
  title: 'Site/SpotlightCards',
  component: SpotlightCards,
  args: { items, onBookmark: fn(), onRead: fn() },
} satisfies Meta<typeof SpotlightCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: "Today's Spotlight" })).getAllByRole('listitem');
/** The width of a card's details: 1 px when visually hidden (collapsed on wide screens). */
const detailsWidth = (card: HTMLElement) =>
  card.querySelector<HTMLElement>('[data-slot="more"]')?.offsetWidth ?? 0;
const expandedTitles = (root: HTMLElement) =>
  cards(root)
    .filter((card) => card.dataset.expanded === 'true')
    .map((card) => within(card).getByRole('heading').textContent);

/** The first card is expanded by default; its details and buttons show, the others' do not. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(expandedTitles(canvasElement)).toEqual(['Storm Rider Returns']);
    const [first, second, third] = cards(canvasElement);
    await expect(detailsWidth(first!)).toBeGreaterThan(1);
    await expect(detailsWidth(second!)).toBeLessThanOrEqual(1);
    await expect(detailsWidth(third!)).toBeLessThanOrEqual(1);
    await expect(within(first!).getByText('NEW RELEASE')).toBeVisible();
    await expect(
      within(first!).getByRole('button', { name: 'Read Now' }).offsetWidth,
    ).toBeGreaterThan(1);
  },
};

/** Hovering another card expands it; leaving it re-expands the first. */
export const HoverExpands: Story = {
  play: async ({ canvasElement }) => {
    const [, second, third] = cards(canvasElement);
    await userEvent.hover(second!);
    await expect(expandedTitles(canvasElement)).toEqual(['The Iron Banyan']);
    await expect(detailsWidth(second!)).toBeGreaterThan(1);
    await userEvent.unhover(second!);
    await expect(expandedTitles(canvasElement)).toEqual(['Storm Rider Returns']);

    // Moving straight from one card to another expands the one under the pointer.
    await userEvent.hover(third!);
    await userEvent.hover(second!);
    await expect(expandedTitles(canvasElement)).toEqual(['The Iron Banyan']);
  },
};

/** Leaving the first card keeps it expanded: only other cards hand the focus back. */
export const LeavingFirstKeepsIt: Story = {
  play: async ({ canvasElement }) => {
    const [first] = cards(canvasElement);
    await userEvent.hover(first!);
    await userEvent.unhover(first!);
    await expect(expandedTitles(canvasElement)).toEqual(['Storm Rider Returns']);
  },
};

/** Keyboard users get the same: focusing into a card expands it, tabbing out restores the first. */
export const KeyboardFocus: Story = {
  render: (args) => (
    <>
      <SpotlightCards {...args} />
      <button type="button">After the spotlight</button>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab(); // first card: bookmark
    await userEvent.tab(); // first card: Read Now
    await userEvent.tab(); // second card: bookmark
    await expect(canvas.getByRole('button', { name: 'Bookmark The Iron Banyan' })).toHaveFocus();
    await expect(expandedTitles(canvasElement)).toEqual(['The Iron Banyan']);
    await userEvent.tab(); // second card: Read Now, still inside the card
    await expect(expandedTitles(canvasElement)).toEqual(['The Iron Banyan']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(expandedTitles(canvasElement)).toEqual(['Comet Kids']);
    await userEvent.tab(); // out of the list
    await expect(canvas.getByRole('button', { name: 'After the spotlight' })).toHaveFocus();
    await expect(expandedTitles(canvasElement)).toEqual(['Storm Rider Returns']);
  },
};

/** Each card's bookmark and Read Now buttons call back with that card's item. */
export const Buttons: Story = {
  play: async ({ canvasElement, args }) => {
    const [, second] = cards(canvasElement);
    await userEvent.hover(second!);
    await userEvent.click(within(second!).getByRole('button', { name: 'Read Now' }));
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    await expect(args.onRead).toHaveBeenCalledWith(items[1]);
    await userEvent.click(
      within(second!).getByRole('button', { name: 'Bookmark The Iron Banyan' }),
    );
    await expect(args.onBookmark).toHaveBeenCalledTimes(1);
    await expect(args.onBookmark).toHaveBeenCalledWith(items[1]);
  },
};

/** With saved ids the bookmarks are toggles: pressed (and filled) for the saved items only. */
export const Bookmarked: Story = {
  args: { bookmarkedIds: ['iron-banyan'] },
  play: async ({ canvasElement }) => {
    const [first, second] = cards(canvasElement);
    await expect(
      within(first!).getByRole('button', { name: 'Bookmark Storm Rider Returns' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(
      within(second!).getByRole('button', { name: 'Bookmark The Iron Banyan' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On a phone the cards stack and every card shows its details: there is no hover to reveal them. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    for (const card of cards(canvasElement)) {
      await expect(
        within(card).getByRole('button', { name: 'Read Now' }).offsetWidth,
      ).toBeGreaterThan(1);
    }
  },
};

/** A comic with chapters for members only carries the badge, beside its other label. */
export const MembersChapters: Story = {
  args: { membersChapterIds: ['storm-rider'] },
  play: async ({ canvas }) => {
    const first = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByText('Ultimate chapters')).toBeVisible();
    await expect(first.getByText('NEW RELEASE')).toBeVisible();
    await expect(canvas.getAllByText('Ultimate chapters')).toHaveLength(1);
  },
};
