import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { AppearsIn } from './AppearsIn';

const meta = {
  title: 'Discovery/AppearsIn',
  component: AppearsIn,
  args: {
    label: 'Where Agnira appears',
    appearances: [
      {
        comicId: 'k1',
        comicTitle: 'Rise of the Eternal Storm',
        comicHref: '/comics/k1',
        chapters: [
          {
            id: 'c1',
            number: 1,
            title: 'The Spark',
            href: '/comicChap/k1/chapters/pdfView?chapter=c1',
          },
          {
            id: 'c2',
            number: 2,
            title: 'Ash on the Ghats',
            href: '/comicChap/k1/chapters/pdfView?chapter=c2',
          },
        ],
      },
      {
        comicId: 'k2',
        comicTitle: 'Rakshaks Unite',
        comicHref: '/comics/k2',
        chapters: [
          {
            id: 'c9',
            number: 4,
            title: 'All Hands',
            href: '/comicChap/k2/chapters/pdfView?chapter=c9',
          },
        ],
      },
    ],
  },
} satisfies Meta<typeof AppearsIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each comic leads to its page, each chapter to the reader at that chapter. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Where Agnira appears' });
    await expect(
      within(list).getByRole('link', { name: 'Rise of the Eternal Storm' }),
    ).toHaveAttribute('href', '/comics/k1');
    const chapters = canvas.getByRole('list', { name: 'Chapters of Rise of the Eternal Storm' });
    await expect(
      within(chapters)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Chapter 1: The Spark', 'Chapter 2: Ash on the Ghats']);
  },
};

export const OnAPhone: Story = { ...Playground, ...PHONE_VIEWPORT };
