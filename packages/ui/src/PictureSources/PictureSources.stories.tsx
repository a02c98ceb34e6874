import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CoverImage } from '../CoverImage';
import { PictureSourcesProvider, usePictureSources, type PictureSourcesOf } from './PictureSources';

// Stands in for the app's rule (`artSources`): pictures it knows are also served as AVIF and
// WebP at widths; any other picture is shown as it is.
const KNOWN = heroArt(6, true);
const OTHER = heroArt(8, true);
const sourcesOf: PictureSourcesOf = (src) =>
  src === KNOWN
    ? [
        { type: 'image/avif', srcSet: '/art/known-480.avif 480w, /art/known-800.avif 800w' },
        { type: 'image/webp', srcSet: '/art/known-480.webp 480w, /art/known-800.webp 800w' },
      ]
    : undefined;

/** What a component reads: the formats offered for a picture, or none. */
function SourceList({ src }: { src: string }) {
  const sources = usePictureSources(src);
  return <output>{sources?.map(({ type }) => type).join(', ') ?? 'as it is'}</output>;
}

const meta = {
  title: 'Primitives/PictureSources',
  component: PictureSourcesProvider,
  args: { sourcesOf },
  render: (args) => (
    <PictureSourcesProvider {...args}>
      <div style={{ display: 'grid', gap: 16, width: 320 }}>
        <SourceList src={KNOWN} />
        <SourceList src={OTHER} />
        <CoverImage shape="wide" src={OTHER} alt="An uploaded picture" />
      </div>
    </PictureSourcesProvider>
  ),
} satisfies Meta<typeof PictureSourcesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The provider names the sources of the pictures it knows; CoverImage shows those as a
 * <picture> (see CoverImage › Sized Sources) and any other picture as a plain image.
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [known, other] = canvas.getAllByRole('status');
    await expect(known).toHaveTextContent('image/avif, image/webp');
    await expect(other).toHaveTextContent('as it is');
    await expect(canvas.getByRole('img', { name: 'An uploaded picture' })).toBeVisible();
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};

/** Without a provider every picture is shown as it is: the design system alone rasters nothing. */
export const WithoutProvider: Story = {
  render: () => <SourceList src={KNOWN} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('as it is');
  },
};
