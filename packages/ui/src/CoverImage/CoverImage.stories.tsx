import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { COVER_SHAPES, CoverImage } from './CoverImage';

const meta = {
  title: 'Primitives/CoverImage',
  component: CoverImage,
  argTypes: {
    shape: { control: 'inline-radio', options: COVER_SHAPES },
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    alt: { control: 'text' },
  },
  args: {
    src: heroArt(2),
    alt: 'Cover of The Lantern Ghats',
    shape: 'portrait',
    loading: 'eager',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comic cover in its 4:5 frame. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Cover of The Lantern Ghats' })).toBeVisible();
    const frame = canvasElement.querySelector<HTMLElement>('[data-cover]');
    const { width, height } = frame?.getBoundingClientRect() ?? { width: 0, height: 0 };
    await expect(Math.round((width / height) * 100)).toBe(80);
  },
};

/** Blog art in a 16:9 frame. */
export const Wide: Story = {
  args: { shape: 'wide', src: heroArt(3, true), alt: 'Studio diary art' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-cover]');
    const { width, height } = frame?.getBoundingClientRect() ?? { width: 0, height: 0 };
    await expect(Math.round((width / height) * 100)).toBe(178);
  },
};

/** No picture: a placeholder panel of the same size, named for screen readers. */
export const Missing: Story = {
  args: { src: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-cover]')).toHaveAttribute(
      'data-cover',
      'placeholder',
    );
    await expect(canvas.getByRole('img', { name: 'Cover of The Lantern Ghats' })).toBeVisible();
  },
};

/** A picture that fails to load becomes the placeholder, never a broken image. */
export const Broken: Story = {
  args: { src: 'data:image/png;base64,broken', shape: 'wide', alt: '' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-cover]')).toHaveAttribute(
        'data-cover',
        'placeholder',
      ),
    );
  },
};
