import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { COMIC_CARD_HEADINGS, ComicCard, MEMBERS_CHAPTERS_LABEL } from './ComicCard';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';

// Original covers drawn inline: a sun over hills, in the comic's own colour.
const cover = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 200">
      <rect width="160" height="200" fill="${fill}"/>
      <circle cx="110" cy="60" r="28" fill="#ffc832" stroke="#14121f" stroke-width="5"/>
      <path d="M0 150 Q40 100 80 140 T160 120 V200 H0Z" fill="#fffaf0" stroke="#14121f" stroke-width="5"/>
    </svg>`,
  )}`;

const meta = {
  title: 'Comics/ComicCard',
  component: ComicCard,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: COMIC_CARD_HEADINGS },
    imageLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  args: {
    title: 'The Monsoon Guardian',
    cover: cover('#1a4fd6'),
    meta: ['2025', 'Meera Kulkarni, Arjun Sen'],
    href: '/comicChap/7/chapters',
    upcoming: false,
    membersChapters: false,
    headingLevel: 'h3',
    imageLoading: 'eager',
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <div style={{ maxWidth: 240 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof ComicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link to the comic's chapters; Enter opens it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /The Monsoon Guardian/ });
    await expect(canvas.getByRole('heading', { name: 'The Monsoon Guardian' })).toBeVisible();
    await expect(canvas.getByText('Meera Kulkarni, Arjun Sen')).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigatedTo).toHaveBeenCalledWith('/comicChap/7/chapters');
  },
};

/** Not out yet: greyed, labelled UPCOMING, neither a link nor reachable with Tab. */
export const Upcoming: Story = {
  args: { upcoming: true, title: 'Shadows over Kashi', cover: cover('#c81e3a') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('UPCOMING')).toBeVisible();
    await expect(canvasElement.querySelector('[data-disabled]')).not.toBeNull();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
    await userEvent.click(canvas.getByText('Shadows over Kashi'));
    await expect(navigatedTo).not.toHaveBeenCalled();
  },
};

/** A comic without a cover shows the placeholder panel in the same frame. */
export const MissingCover: Story = {
  args: { cover: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-cover="placeholder"]')).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A cover that fails to load is replaced by the placeholder, not a broken image. */
export const BrokenCover: Story = {
  args: { cover: '/no-such-cover.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-cover="placeholder"]')).not.toBeNull(),
    );
  },
};

/** A static card (no href), e.g. a sample comic; one meta line. */
export const Static: Story = {
  args: { href: undefined, meta: 'By Team IC' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('By Team IC')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'The Extraordinarily Long Night of the Thousand Paper Lanterns',
    meta: ['2024', 'Unknown Author'],
  },
};

export const Phone: Story = {
  ...PHONE_VIEWPORT,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
};

/** Some chapters are for Ultimate members only: the badge says so, and the card still opens. */
export const MembersChapters: Story = {
  args: { membersChapters: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /The Monsoon Guardian/ });
    await expect(link).toHaveAccessibleName(new RegExp(MEMBERS_CHAPTERS_LABEL));
    await userEvent.click(link);
    await expect(navigatedTo).toHaveBeenCalledWith('/comicChap/7/chapters');
  },
};
