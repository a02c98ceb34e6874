import { DOWNLOAD_TEXT } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT, storyPages } from '../storybook';
import { OfflineLibrary, type OfflineLibraryProps, type SavedChapterItem } from './OfflineLibrary';

const [first, second] = storyPages(2);
const CHAPTERS: SavedChapterItem[] = [
  {
    id: 'c1',
    series: 'Vajra: Storm Over Pune',
    number: 1,
    title: 'The Monsoon Door',
    pageCount: 7,
    bytes: 318_000,
    thumb: first?.thumb,
    href: '/comicChap/vajra/chapters/read?chapter=c1',
  },
  {
    id: 'c2',
    series: 'Kalpana and the Clockwork Tiger',
    title: 'Chapter 3: Gears in the Jungle',
    pageCount: 5,
    bytes: 1_450_000,
    thumb: second?.thumb,
    href: '/comicChap/kalpana/chapters/read?chapter=c2',
  },
];

/** Removing takes the chapter off the list, as the app's store does. */
function Managed(props: OfflineLibraryProps) {
  const [chapters, setChapters] = useState(props.chapters);
  return (
    <OfflineLibrary
      {...props}
      chapters={chapters}
      onRemove={(id) => {
        setChapters((all) => all.filter((chapter) => chapter.id !== id));
        props.onRemove?.(id);
      }}
      onRemoveAll={() => {
        setChapters([]);
        props.onRemoveAll?.();
      }}
    />
  );
}

const meta = {
  title: 'Comics/OfflineLibrary',
  component: OfflineLibrary,
  args: { chapters: CHAPTERS },
} satisfies Meta<typeof OfflineLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the offline screen: each saved chapter opens the reader; nothing to manage there. */
export const OnTheOfflineScreen: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: '#1d1a2e', color: '#fff' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const library = canvas.getByRole('region', { name: DOWNLOAD_TEXT.libraryTitle });
    const link = within(library).getByRole('link', { name: 'Chapter 1: The Monsoon Door' });
    await expect(link).toHaveAttribute('href', CHAPTERS[0]?.href);
    await expect(library).toHaveTextContent('7 pages · 310.5 KB');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In the account: the storage used, and remove one or all. */
export const Downloads: Story = {
  args: {
    title: DOWNLOAD_TEXT.downloadsTitle,
    storage: { used: 1_768_000, quota: 600 * 1024 * 1024 },
    onRemove: fn(),
    onRemoveAll: fn(),
  },
  render: (args) => <Managed {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Using 1.7 MB of 600 MB on this device')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: `${DOWNLOAD_TEXT.remove}: Vajra: Storm Over Pune, Chapter 1: The Monsoon Door`,
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('c1');
    await expect(canvas.queryByText('Chapter 1: The Monsoon Door')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: DOWNLOAD_TEXT.removeAll }));
    await expect(args.onRemoveAll).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(DOWNLOAD_TEXT.empty)).toBeVisible();
  },
};

/** Nothing saved yet: says how to save a chapter; no remove-all button. */
export const Empty: Story = {
  args: { chapters: [], title: DOWNLOAD_TEXT.downloadsTitle, onRemoveAll: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(DOWNLOAD_TEXT.empty)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A phone: long titles are cut with an ellipsis, the remove button stays in reach. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  args: { onRemove: fn() },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    for (const button of buttons) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** Inside a section that names it (the account's Downloads): no heading of its own. */
export const WithoutHeading: Story = {
  args: { title: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('region', { name: DOWNLOAD_TEXT.libraryTitle })).toBeVisible();
  },
};
