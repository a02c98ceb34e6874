import { characterArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { CharacterGrid, type CharacterGridItem } from './CharacterGrid';

const NAMES = [
  'Agnira',
  'Vayuveer',
  'Jalika',
  'Bijli Bai',
  'Nakshatra',
  'Vanya',
  'Sher Singh',
  'Captain Sagarika',
  'Tara-9',
  'Professor Chitragupt Rao',
  'Tide-Runner Dhruv',
  'Chhaya',
];
const FILLS = ['#c81e3a', '#1a4fd6', '#ffc832', '#17703a'];

const page: CharacterGridItem[] = NAMES.map((name, index) => ({
  id: `c${index + 1}`,
  name,
  imageUrl: characterArt(name[0] ?? '?', FILLS[index % FILLS.length] ?? '#c81e3a'),
  href: `/characters/biography?id=c${index + 1}`,
}));

const meta = {
  title: 'Characters/CharacterGrid',
  component: CharacterGrid,
  argTypes: {
    placeholders: { control: { type: 'number', min: 1, max: 24 } },
    eagerCount: { control: { type: 'number', min: 0, max: 12 } },
  },
  args: { characters: page, loading: false, busy: false, label: 'Characters' },
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
} satisfies Meta<typeof CharacterGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page of 12: a named list of cards, each a link to its biography. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Characters' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('link', { name: 'Jalika' }));
    await expect(navigatedTo).toHaveBeenCalledWith('/characters/biography?id=c3');
  },
};

/** The first screen's portraits load eagerly; the rest wait until they scroll in. */
export const LazyBelowTheFold: Story = {
  args: { eagerCount: 4 },
  play: async ({ canvasElement }) => {
    const loading = [...canvasElement.querySelectorAll('img')].map((img) => img.loading);
    await expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    await expect(loading.slice(4).every((value) => value === 'lazy')).toBe(true);
  },
};

/** Loading: a page of skeleton cards, announced once, and no list yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(12);
  },
};

/** A new page is on its way: the old cards stay, dimmed and marked busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Characters' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A short result, e.g. a search that matched three names. */
export const FewCharacters: Story = {
  args: { characters: page.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** On a 375 px phone the cards sit two to a row. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('listitem');
    const top = (item?: HTMLElement) => item?.getBoundingClientRect().top;
    await expect(top(first)).toBe(top(second));
    await expect(top(third)).toBeGreaterThan(top(first) ?? 0);
  },
};
