import { characterArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Icon } from '../Icon';
import { ART_RATIOS, ArtFrame } from './ArtFrame';

const meta = {
  title: 'Characters/ArtFrame',
  component: ArtFrame,
  argTypes: {
    ratio: { control: 'inline-radio', options: ART_RATIOS },
    loading: { control: 'inline-radio', options: ['eager', 'lazy'] },
    src: { control: 'text' },
    alt: { control: 'text' },
  },
  args: {
    src: characterArt('A', '#c81e3a'),
    alt: 'Agnira in her ember armour',
    ratio: 'portrait',
    loading: 'eager',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArtFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture fills a box of the chosen shape and says what it shows. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Agnira in her ember armour' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(canvas.queryByText('N/A')).toBeNull();
  },
};

/** Every shape of the site's character art, sized before the picture loads. */
export const Ratios: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      {ART_RATIOS.map((ratio) => (
        <ArtFrame
          key={ratio}
          {...args}
          ratio={ratio}
          alt={`${ratio} art`}
          src={characterArt(ratio[0]?.toUpperCase() ?? '?', '#1a4fd6', ratio)}
        />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const ratio of ART_RATIOS) {
      const image = canvas.getByRole('img', { name: `${ratio} art` });
      await expect(image.parentElement).toHaveClass(`ratio-${ratio}`);
    }
  },
};

/** No picture in the data: the box keeps its shape and says N/A (spec: missing values show N/A). */
export const Missing: Story = {
  args: { src: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

/** A picture that fails to load falls back the same way. */
export const Broken: Story = {
  args: { src: 'data:image/png;base64,bm90LWFuLWltYWdl' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('N/A')).toBeVisible());
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A list card shows a silhouette instead of the words. */
export const CustomFallback: Story = {
  args: { src: null, fallback: <Icon name="user" size="xl" /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('N/A')).toBeNull();
    await expect(canvasElement.querySelector('[data-missing] svg')).not.toBeNull();
  },
};
