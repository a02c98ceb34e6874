import { ACCESS_MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DownloadButton } from '../DownloadButton';
import { LinkProvider } from '../LinkProvider';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ChapterList, type ChapterListItem } from './ChapterList';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';

// Original chapter pictures drawn inline: a kite over rooftops, in each chapter's colour.
const picture = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 100">
      <rect width="80" height="100" fill="${fill}"/>
      <path d="M40 12 L56 32 L40 52 L24 32Z" fill="#ffc832" stroke="#14121f" stroke-width="3"/>
      <path d="M40 52 Q44 64 36 72" fill="none" stroke="#14121f" stroke-width="2"/>
      <path d="M0 80 H20 V70 H36 V84 H56 V66 H80 V100 H0Z" fill="#fffaf0" stroke="#14121f" stroke-width="3"/>
    </svg>`,
  )}`;

const reader = (id: string) => `/comicChap/7/chapters/pdfView?chapter=${id}`;

const CHAPTERS: ChapterListItem[] = [
  {
    id: 'c1',
    title: 'Chapter 1: The First Kite',
    image: picture('#1a4fd6'),
    releaseDate: '2025-06-10',
    href: reader('c1'),
  },
  {
    id: 'c2',
    title:
      'Chapter 2: When the Monsoon Wind Turned and Every Kite over the Old City Flew the Wrong Way Home',
    image: picture('#c81e3a'),
    releaseDate: '2025-07-02T10:30:00.000Z',
    href: reader('c2'),
  },
  { id: 'c3', title: 'Chapter 3: Strings', image: '', releaseDate: null, href: reader('c3') },
];

const meta = {
  title: 'Comics/ChapterList',
  component: ChapterList,
  args: { chapters: CHAPTERS, loading: false, skeletonRows: 3, 'aria-label': 'Chapters' },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <div style={{ maxWidth: 640 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof ChapterList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows in reading order with the date as 'Mon D, YYYY'; a row opens the reader at its chapter. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByText('Jun 10, 2025')).toHaveAttribute('datetime', '2025-06-10');
    await expect(canvas.getByText('Jul 2, 2025')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Chapter 1: The First Kite/ }));
    await expect(navigatedTo).toHaveBeenCalledWith(reader('c1'));
  },
};

/** A long title stops after two lines, yet its whole text is the link's name and its tooltip. */
export const LongTitle: Story = {
  args: { chapters: [CHAPTERS[1] as ChapterListItem] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const full = CHAPTERS[1]?.title ?? '';
    const heading = canvas.getByRole('heading', { name: full });
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    await expect(canvas.getByRole('link', { name: new RegExp(full) })).toBeVisible();
    await expect(canvas.getByTitle(full)).toBeVisible();
  },
};

/** No release date: no date line. No picture: the placeholder panel. */
export const WithoutDateOrPicture: Story = {
  args: { chapters: [CHAPTERS[2] as ChapterListItem] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvasElement.querySelector('[data-cover="placeholder"]')).not.toBeNull();
  },
};

const LOCKED: ChapterListItem[] = [
  { ...(CHAPTERS[0] as ChapterListItem), lock: null },
  {
    ...(CHAPTERS[1] as ChapterListItem),
    title: 'Chapter 2: Monsoon Wind',
    lock: { reason: 'members' },
  },
  {
    ...(CHAPTERS[2] as ChapterListItem),
    title: 'Chapter 3: Strings',
    lock: { reason: 'early-until', until: '2026-12-01T10:00:00.000Z' },
  },
];

/**
 * What a free reader sees: the first chapter open, the next two with why they are closed. A
 * locked row still opens the reader, which explains and offers the plans.
 */
export const Locked: Story = {
  args: { chapters: LOCKED },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(ACCESS_MESSAGES.membersOnly)).toHaveLength(1);
    await expect(canvas.getByText('Free on Dec 1, 2026')).toBeVisible();
    const members = canvas.getByRole('link', { name: /Chapter 2: Monsoon Wind/ });
    await expect(members).toHaveAccessibleName(/Members only/);
    await userEvent.click(members);
    await expect(navigatedTo).toHaveBeenCalledWith(reader('c2'));
  },
};

/** A child's list: a comic above the guardian's ceiling names its rating on every row. */
export const RatedAboveTheCeiling: Story = {
  args: {
    chapters: CHAPTERS.map((chapter) => ({ ...chapter, lock: { reason: 'rating' }, rating: 'T' })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Rated T')).toHaveLength(3);
  },
};

/**
 * A reader part-way through: each row's number and page count, chapter 1 marked finished and
 * chapter 2 at its page, chapter 3 not begun.
 */
export const WithProgress: Story = {
  args: {
    chapters: CHAPTERS.map((chapter, index) => ({
      ...chapter,
      number: index + 1,
      pageCount: 7,
      progress: [{ page: 7, finished: true }, { page: 3, finished: false }, null][index],
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chapter 1 · 7 pages')).toBeVisible();
    const finished = canvas.getByText('Finished');
    await expect(finished).toHaveAttribute('data-mark', 'finished');
    await expect(canvas.getByText('Reading: Page 3 of 7')).toHaveAttribute(
      'data-mark',
      'in-progress',
    );
    await expect(canvas.getAllByText(/Finished|Reading:/)).toHaveLength(2);
  },
};

const onSave = fn();

/**
 * A signed-in reader's list: "Save for offline" beside each chapter they may read (not saved,
 * saving, saved), none beside a locked one; the button is apart from the row's link.
 */
export const WithSaveForOffline: Story = {
  args: {
    chapters: [
      ...LOCKED.slice(0, 1),
      { ...(CHAPTERS[2] as ChapterListItem), id: 'c4', title: 'Chapter 4: Paper Boats' },
      { ...(CHAPTERS[2] as ChapterListItem), id: 'c5', title: 'Chapter 5: Lanterns' },
      ...LOCKED.slice(1, 2),
    ].map((chapter, index) => ({
      ...chapter,
      action: chapter.lock ? undefined : (
        <DownloadButton
          state={(['idle', 'saving', 'saved'] as const)[index] ?? 'idle'}
          done={2}
          total={7}
          subject={chapter.title}
          onSave={onSave}
          onRemove={() => undefined}
        />
      ),
    })),
  },
  beforeEach: () => {
    onSave.mockClear();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    const save = canvas.getByRole('button', {
      name: 'Save for offline: Chapter 1: The First Kite',
    });
    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalledTimes(1);
    await expect(navigatedTo).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('button', { name: /: Chapter 4: Paper Boats$/ }),
    ).toHaveTextContent('2 of 7');
    await expect(
      canvas.getByRole('button', { name: /^Saved for offline.*Chapter 5: Lanterns$/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The same list on a phone: the button keeps its size, the title wraps beside it. */
export const WithSaveForOfflineOnAPhone: Story = { ...WithSaveForOffline, ...PHONE_VIEWPORT };

/** Row-shaped stand-ins, one 'Loading…' for the list. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The keyboard reaches every row in order. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigatedTo).toHaveBeenCalledWith(reader('c3')));
  },
};

export const Phone: Story = { ...PHONE_VIEWPORT };
