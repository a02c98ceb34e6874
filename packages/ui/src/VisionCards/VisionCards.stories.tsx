import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { VISION_CARD_HEADINGS, VisionCards, type VisionCardItem } from './VisionCards';

const ITEMS: VisionCardItem[] = [
  { title: 'Bold Ideas', description: 'New heroes every season.', icon: 'star' },
  { title: 'More Readers', description: 'Comics in every school bag.', icon: 'book' },
  { title: 'Bigger Studio', description: 'More artists, more shows.', icon: 'film' },
  { title: 'Tomorrow', description: 'Games where you write the ending.', icon: 'gamepad' },
];

const meta = {
  title: 'Content/VisionCards',
  component: VisionCards,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: VISION_CARD_HEADINGS },
    label: { control: 'text' },
    items: { control: 'object' },
  },
  args: { items: ITEMS, label: 'Our vision', headingLevel: 'h3' },
} satisfies Meta<typeof VisionCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards in a row on a wide screen, each with a heading and its sentence. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our vision' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'More Readers',
    );
    await expect(cards[1]).toHaveTextContent('Comics in every school bag.');
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** Cards without icons keep their heading and text. */
export const WithoutIcons: Story = {
  args: { items: ITEMS.map(({ title, description }) => ({ title, description })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** On a phone the cards stack in one column. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem');
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};
