import { characterArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { PHONE_VIEWPORT } from '../storybook/viewports';
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
