import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { usePictureSources } from '../PictureSources';
import { imageSizes, vars } from '../theme';
import { FOCUSED_POSITION, focusStyle, type FocalPoint } from '../utils/focus';
import { variantClasses } from '../utils/variants';

export const COVER_SHAPES = ['portrait', 'wide'] as const;
type CoverShape = (typeof COVER_SHAPES)[number];

export const coverImageVariants = cva('', {
  variants: { shape: variantClasses('shape', COVER_SHAPES) },
  defaultVariants: { shape: 'portrait' },
});

export type CoverImageProps = VariantProps<typeof coverImageVariants> & {
  /** The picture's URL; empty or broken shows a placeholder panel instead. */
  src?: string | null;
  /** What the picture shows; '' when the title beside it already says it. */
  alt: string;
  /** Where the picture's subject sits: the frame crops around it. */
  focus?: FocalPoint;
  /** 'eager' for pictures on the first screen. */
  loading?: 'lazy' | 'eager';
  /**
   * How wide the frame is shown (the `sizes` of its sources), when the picture is also served at
   * widths (PictureSourcesProvider); the shape's usual width by default.
   */
  sizes?: string;
  className?: string;
  /** Names the cover as a part of the component that shows it. */
  'data-slot'?: string;
};

// The frame owns the aspect ratio, so the picture and its placeholder take the same room (no shift).
const Frame = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  overflow: hidden;
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.muted};

  &.shape-portrait {
    aspect-ratio: 4 / 5;
  }
  &.shape-wide {
    aspect-ratio: 16 / 9;
  }
  /* A picture's <img> lays out as the frame's own child would. */
  & > picture {
    display: contents;
  }
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: ${FOCUSED_POSITION};
  }
`;

/**
 * The intrinsic size each shape is drawn at (the browser reserves the room from it), and how wide
 * it is usually shown: a cover in a card or beside a title, blog art across the column.
 */
const DRAWN: Record<CoverShape, { width: number; height: number; icon: IconName; sizes: string }> =
  {
    portrait: { width: 400, height: 500, icon: 'book', sizes: imageSizes({ md: '15rem' }, '50vw') },
    wide: { width: 1200, height: 675, icon: 'image', sizes: '100vw' },
  };

/**
 * A comic, chapter or blog picture in a fixed frame (4:5 covers, 16:9 blog art). A missing or
 * broken picture becomes a placeholder panel (the spec's fallback), never a broken image.
 */
export function CoverImage({
  src,
  alt,
  shape,
  loading = 'lazy',
  focus,
  sizes,
  className,
  'data-slot': slot,
}: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const usable = src && failedSrc !== src;
  const drawn = DRAWN[shape ?? 'portrait'];
  const sources = usePictureSources(src);
  const image = usable ? (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      width={drawn.width}
      height={drawn.height}
      style={focusStyle(focus)}
      onError={() => setFailedSrc(src)}
    />
  ) : null;
  // Served at widths: the browser takes the first format it shows, at the width the frame needs.
  const picture =
    image && sources ? (
      <picture>
        {sources.map(({ type, srcSet }) => (
          <source key={type} type={type} srcSet={srcSet} sizes={sizes ?? drawn.sizes} />
        ))}
        {image}
      </picture>
    ) : (
      image
    );
  return (
    <Frame
      data-slot={slot}
      className={coverImageVariants({ shape, className })}
      data-cover={usable ? 'image' : 'placeholder'}
    >
      {picture ?? <Icon name={drawn.icon} size="xl" label={alt || undefined} />}
    </Frame>
  );
}
