import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { VIDEO_TEASER_HEADINGS, VideoTeaser } from './VideoTeaser';

const play = fn();

const meta = {
  title: 'Site/VideoTeaser',
  component: VideoTeaser,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: VIDEO_TEASER_HEADINGS },
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    text: { control: 'text' },
  },
  args: {
    title: 'Spotlight',
    eyebrow: 'Trailer',
    text: 'Thunder over the harbour, a kite that will not come down and a city holding its breath.',
    poster: heroArt(5, true),
    posterAlt: '',
    playLabel: 'PLAY',
    headingLevel: 'h2',
    onPlay: play,
  },
  beforeEach: () => {
    play.mockClear();
  },
} satisfies Meta<typeof VideoTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PLAY is a real button, named PLAY and described by the title; mouse and keyboard both play. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Spotlight' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'PLAY' });
    await expect(button).toHaveAccessibleDescription('Spotlight');
    await userEvent.click(button);
    await userEvent.keyboard(' ');
    await expect(play).toHaveBeenCalledTimes(2);
  },
};

/** Without a still the screen is a dark panel with the button. */
export const WithoutPoster: Story = {
  args: { poster: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'PLAY' })).toBeVisible();
  },
};

/** No video yet: no PLAY to press, the still says the trailer premieres soon. */
export const PremieresSoon: Story = {
  args: { onPlay: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Premieres soon')).toBeVisible();
  },
};

export const OnAPhone: Story = { ...PHONE_VIEWPORT };
