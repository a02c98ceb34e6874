import { storyArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { Connections } from './Connections';

const people: [string, string][] = [
  ['The Shroud Surgeon of Kashi', 'Mentor'],
  ['Vayuveer', 'Ally'],
  ['Meghdhar', 'Family'],
  ['Dr. Yantrik', 'Rival'],
];

const meta = {
  title: 'Discovery/Connections',
  component: Connections,
  args: {
    label: "Agnira's connections",
    connections: people.map(([name, kind], index) => ({
      id: `p${index}`,
      name,
      kind,
      imageUrl: storyArt(name),
      href: `/characters/biography?id=p${index}`,
    })),
  },
} satisfies Meta<typeof Connections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each linked character with what they are to this one, leading to their biography. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: "Agnira's connections" });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('MentorThe Shroud Surgeon of Kashi');
    await expect(within(list).getByRole('link', { name: 'Dr. Yantrik' })).toHaveAttribute(
      'href',
      '/characters/biography?id=p3',
    );
  },
};

/** On a phone one column, so a long name keeps the room beside its portrait (two lines at most). */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    const lefts = items.map((item) => Math.round(item.getBoundingClientRect().left));
    await expect(new Set(lefts).size).toBe(1);
    const name = canvas.getByRole('link', { name: 'The Shroud Surgeon of Kashi' });
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2);
  },
};
