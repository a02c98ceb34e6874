import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PictureSourcesProvider, type PictureSourcesOf } from '../PictureSources';
import { COVER_SHAPES, CoverImage } from './CoverImage';

const meta = {
  title: 'Primitives/CoverImage',
  component: CoverImage,
  argTypes: {
    shape: { control: 'inline-radio', options: COVER_SHAPES },
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    alt: { control: 'text' },
    sizes: { control: 'text' },
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

// Stands in for the app's rule (generated art is also served as AVIF and WebP at widths): the
// picture is offered at "widths" that are other pictures, so the shown one is not the fallback.
const sized = { narrow: heroArt(4, true), wide: heroArt(5, true) };
const sourcesOf: PictureSourcesOf = () => [
  { type: 'image/svg+xml', srcSet: `${sized.narrow} 480w, ${sized.wide} 1200w` },
];

/**
 * Served at widths (PictureSourcesProvider): a <picture> whose sources the browser picks by
 * format and by how wide the frame is shown (`sizes`); the drawn picture stays the fallback.
 */
export const SizedSources: Story = {
  args: { shape: 'wide', src: heroArt(3, true), alt: 'Studio diary art', sizes: '240px' },
  decorators: [
    (Story) => (
      <PictureSourcesProvider sourcesOf={sourcesOf}>
        <Story />
      </PictureSourcesProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Studio diary art' });
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('sizes', '240px');
    await expect(source).toHaveAttribute('type', 'image/svg+xml');
    // The browser shows a source, not the fallback (which width is its choice: it takes the
    // widest of pictures it already holds, and a data: address always is).
    await waitFor(() => expect([sized.narrow, sized.wide]).toContain(image.currentSrc));
    await expect(image).toHaveAttribute('src', heroArt(3, true));
  },
};
