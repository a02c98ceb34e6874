import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ContinueReadingRow } from './ContinueReadingRow';

const ITEMS = [
  { title: 'Rise of the Eternal Storm', chapter: 2, page: 3, count: 7 },
  { title: 'Kite Runners of Jaipur', chapter: 1, page: 6, count: 8 },
  { title: 'The Brass Monsoon', chapter: 4, page: 1, count: 6 },
  { title: 'Ghats at Midnight', chapter: 3, page: 5, count: 5 },
].map(({ title, chapter, page, count }, index) => ({
  id: `comic-${index}`,
  comicTitle: title,
  chapterNumber: chapter,
  page,
  pageCount: count,
  href: `/comicChap/comic-${index}/chapters/pdfView?chapter=ch-${chapter}&page=${page}`,
}));

const meta = {
  title: 'Comics/ContinueReadingRow',
  component: ContinueReadingRow,
  args: { items: ITEMS },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof ContinueReadingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each comic with its chapter, page and a progress bar; a card resumes at that page. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('region', { name: 'Continue reading' });
    const first = within(row).getByRole('link', {
      name: 'Rise of the Eternal Storm Chapter 2 · page 3 of 7',
    });
    await expect(first.querySelector('progress')).toHaveAttribute('value', '3');
    await userEvent.click(first);
    await expect(navigatedTo).toHaveBeenCalledWith(ITEMS[0]?.href);
  },
};

/** One comic in progress. */
export const One: Story = {
  args: { items: ITEMS.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Nothing to resume: nothing at all, not an empty row. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeVisible();
  },
};
