import { ACCESS_MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ChapterEndCard } from './ChapterEndCard';

const NEXT_HREF = '/comicChap/7/chapters/pdfView?chapter=c3';

const meta = {
  title: 'Comics/ChapterEndCard',
  component: ChapterEndCard,
  parameters: { layout: 'fullscreen' },
  args: {
    chapterNumber: 2,
    next: { number: 3, title: 'Storm Over the Ghats', href: NEXT_HREF },
    listHref: '/comicChap/7/chapters',
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <div data-reader="" style={{ background: '#15121f', color: '#fff', minHeight: '100vh' }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof ChapterEndCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next chapter, a click away. */
export const NextChapter: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'End of chapter 2' });
    await expect(within(card).getByText('Chapter 3: Storm Over the Ghats')).toBeVisible();
    await userEvent.click(within(card).getByRole('link', { name: 'Read chapter 3' }));
    await expect(navigatedTo).toHaveBeenCalledWith(NEXT_HREF);
  },
};

/** The next chapter is for members: its lock says so, and the link leads to its paywall. */
export const NextChapterLocked: Story = {
  args: {
    next: {
      number: 3,
      title: 'Storm Over the Ghats',
      href: NEXT_HREF,
      lock: { reason: 'members' },
      rating: 'G',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ACCESS_MESSAGES.membersOnly)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read chapter 3' })).toBeVisible();
  },
};

const OTHERS = ['Kite Runners of Jaipur', 'The Brass Monsoon', 'Ghats at Midnight'].map(
  (title, index) => ({ id: `comic-${index}`, title, href: `/comicChap/comic-${index}/chapters` }),
);

/** The end of a series: other comics to read. */
export const SeriesEnd: Story = {
  args: { next: null, others: OTHERS },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('That is the latest chapter of this comic.')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'More comics' });
    await userEvent.click(within(list).getByRole('link', { name: 'The Brass Monsoon' }));
    await expect(navigatedTo).toHaveBeenCalledWith('/comicChap/comic-1/chapters');
  },
};

/** The end of a series with no other comic to offer: the way back to the chapters. */
export const SeriesEndAlone: Story = {
  args: { next: null, others: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'All chapters' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  args: { next: null, others: OTHERS },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
