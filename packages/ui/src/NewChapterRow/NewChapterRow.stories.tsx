import { storyArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { NewChapterRow } from './NewChapterRow';

const chapters = [
  ['Night Watch: Mayapuri', 7, 'Rooftop Rain', 'Nov 24, 2026'],
  ['Pearl Divers', 5, 'The Quiet Trench', 'Nov 20, 2026'],
  ['Rim Rangers: Year One', 12, 'Last Light', 'Nov 12, 2026'],
] as const;

const meta = {
  title: 'Discovery/NewChapterRow',
  component: NewChapterRow,
  args: {
    chapters: chapters.map(([comicTitle, number, title, published], index) => ({
      id: `n${index}`,
      comicTitle,
      number,
      title,
      published,
      image: storyArt(`${comicTitle} ${number}`, 'cover'),
      href: `/comicChap/k${index}/chapters/pdfView?chapter=n${index}`,
    })),
  },
} satisfies Meta<typeof NewChapterRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each new chapter under its series' name, with its number, title and day, leading to the reader. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('region', { name: 'New for you' });
    const first = within(row).getAllByRole('link')[0];
    await expect(first).toHaveTextContent('Night Watch: Mayapuri');
    await expect(first).toHaveTextContent('Chapter 7: Rooftop Rain');
    await expect(first).toHaveAttribute('href', '/comicChap/k0/chapters/pdfView?chapter=n0');
  },
};

export const OnAPhone: Story = { ...Playground, ...PHONE_VIEWPORT };
