import { characterArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { generatedCharacterArt } from '../storybook/generatedArt';
import { atViewport, PHONE_VIEWPORT } from '../storybook/viewports';
import { CharacterBanner } from './CharacterBanner';

const meta = {
  title: 'Characters/CharacterBanner',
  component: CharacterBanner,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: ['h1', 'h2'] },
    knownAs: { control: 'text' },
    tag: { control: false },
  },
  args: {
    name: 'Agnira',
    knownAs: 'The Ember Guardian',
    imageUrl: characterArt('A', '#c81e3a', 'banner'),
    imageAlt: 'Agnira standing in a desert fire storm',
    headingLevel: 'h1',
    tag: (
      <Badge tone="secondary" size="sm">
        Hero
      </Badge>
    ),
  },
} satisfies Meta<typeof CharacterBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name is the page's heading; the banner art loads at once (it is the first screen). */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agnira' })).toBeVisible();
    await expect(canvas.getByText('“The Ember Guardian”')).toBeVisible();
    const art = canvas.getByRole('img', { name: 'Agnira standing in a desert fire storm' });
    await expect(art).toHaveAttribute('loading', 'eager');
  },
};

/** Nothing known about the other name, and no banner art: both read N/A (spec section 2). */
export const Missing: Story = {
  args: { knownAs: null, imageUrl: '', tag: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('N/A')).toHaveLength(2);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A long name wraps on a phone instead of running off the screen. */
export const PhoneLongName: Story = {
  ...PHONE_VIEWPORT,
  args: { name: 'Professor Chitragupt Rao of the Ninth Gate' },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

/**
 * Generated banner art on a phone: the frame is taller than the art (16:9, not 8:3), so it
 * crops, around the figure's focal point (right of centre) rather than the middle.
 */
export const GeneratedArtOnAPhone: Story = {
  ...PHONE_VIEWPORT,
  args: { imageUrl: generatedCharacterArt(0, 'banner') },
  play: async ({ canvas }) => {
    const art = canvas.getByRole('img', { name: 'Agnira standing in a desert fire storm' });
    await expect(getComputedStyle(art).objectPosition).toBe('72% 42%');
    const frame = art.getBoundingClientRect();
    await expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
  },
};

/** The same art from a tablet up is shown whole, at the shape it was drawn (8:3). */
export const GeneratedArtOnATablet: Story = {
  ...atViewport('tablet800'),
  args: { imageUrl: generatedCharacterArt(0, 'banner') },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('img').getBoundingClientRect();
    await expect(frame.width / frame.height).toBeCloseTo(8 / 3, 1);
  },
};
