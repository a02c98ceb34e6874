import { characterArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ART_RATIOS } from '../ArtFrame';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { CharacterStory } from './CharacterStory';

const ORIGIN =
  'When the falling star split over her village, Aarohi caught its ember in her bare hands. It did not burn her; it chose her.';

const meta = {
  title: 'Characters/CharacterStory',
  component: CharacterStory,
  argTypes: {
    ratio: { control: 'inline-radio', options: ART_RATIOS },
    imageLoading: { control: 'inline-radio', options: ['eager', 'lazy'] },
    text: { control: 'text' },
  },
  args: {
    image: characterArt('O', '#7a2bd1', 'story'),
    imageAlt: 'A falling star splitting over a desert village',
    text: ORIGIN,
    ratio: 'story',
    reverse: false,
    imageLoading: 'eager',
  },
} satisfies Meta<typeof CharacterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The origin: the picture beside its text from tablets up. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img').getBoundingClientRect();
    const text = canvas.getByText(ORIGIN).getBoundingClientRect();
    await expect(text.left).toBeGreaterThanOrEqual(picture.right);
  },
};

/** The storyline: reversed, the picture goes to the right so stacked stories alternate. */
export const Reversed: Story = {
  args: { reverse: true, image: characterArt('S', '#17703a', 'story') },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img').getBoundingClientRect();
    const text = canvas.getByText(ORIGIN).getBoundingClientRect();
    await expect(picture.left).toBeGreaterThanOrEqual(text.right);
  },
};

/** The outfit: a portrait alone, no text. */
export const PictureOnly: Story = {
  args: {
    text: undefined,
    ratio: 'portrait',
    image: characterArt('A', '#c81e3a'),
    imageAlt: 'Agnira in her full outfit',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Agnira in her full outfit' })).toBeVisible();
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

/** No story written and no picture: both read N/A in place. */
export const Missing: Story = {
  args: { text: null, image: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('N/A')).toHaveLength(2);
  },
};

/** On a phone the picture sits above its text. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img').getBoundingClientRect();
    const text = canvas.getByText(ORIGIN).getBoundingClientRect();
    await expect(text.top).toBeGreaterThanOrEqual(picture.bottom);
  },
};
