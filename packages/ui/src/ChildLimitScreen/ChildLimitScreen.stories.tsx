import { ACCESS_MESSAGES, RATINGS } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { ReaderLayout } from '../ReaderLayout';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { CHILD_LIMIT_REASONS, ChildLimitScreen } from './ChildLimitScreen';

const CHAPTER = 'Chapter 1: The Storm Breaks';

const meta = {
  title: 'Comics/ChildLimitScreen',
  component: ChildLimitScreen,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    reason: { control: 'inline-radio', options: CHILD_LIMIT_REASONS },
    rating: { control: 'inline-radio', options: RATINGS },
    maxRating: { control: 'inline-radio', options: RATINGS },
  },
  args: {
    reason: 'rating',
    chapterTitle: CHAPTER,
    rating: 'T',
    maxRating: 'PG',
    limitMinutes: 30,
    actionHref: '/comics',
  },
  // In the reader's frame, where a closed chapter shows it.
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <ReaderLayout title={CHAPTER} backHref="/comicChap/7/chapters">
          <Story />
        </ReaderLayout>
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof ChildLimitScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comic above the guardian's ceiling: its rating, the ceiling, and other comics to read. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'This story is for older readers' }),
    ).toBeVisible();
    await expect(canvas.getByText('Rated T')).toBeVisible();
    await expect(canvas.getByText(/rated up to PG \(Parental Guidance\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Find another comic' }));
    await expect(navigatedTo).toHaveBeenCalledWith('/comics');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Today's minutes are used up, mid-chapter or before it. */
export const TimeLimit: Story = {
  args: { reason: 'time-limit', actionHref: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ACCESS_MESSAGES.timeLimit)).toBeVisible();
    await expect(canvas.getByText(/read for 30 minutes today/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  },
};

/** A one-minute limit reads in the singular. */
export const OneMinuteLimit: Story = {
  args: { reason: 'time-limit', limitMinutes: 1, actionHref: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/read for 1 minute today/)).toBeVisible();
  },
};

/** The guardian paused the account: nothing opens until they resume it. */
export const Paused: Story = {
  args: { reason: 'paused', actionHref: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ACCESS_MESSAGES.paused)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Reading is paused for now' })).toBeVisible();
  },
};

/** Without the ceiling or the limit at hand, the screens still say why, in general words. */
export const WithoutDetails: Story = {
  args: { maxRating: undefined, limitMinutes: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/above what your guardian has chosen/)).toBeVisible();
  },
};

export const Phone: Story = { ...PHONE_VIEWPORT, args: { reason: 'time-limit' } };
