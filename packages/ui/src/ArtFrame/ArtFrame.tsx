import { MESSAGES } from '@ic/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';
import { FOCUSED_POSITION, focusStyle, type FocalPoint } from '../utils/focus';
import { variantClasses } from '../utils/variants';

/** The shapes of the site's character art: portrait 3:4, square 1:1, story 3:2, banner 8:3. */
export const ART_RATIOS = ['portrait', 'square', 'story', 'banner'] as const;

export const artFrameVariants = cva('', {
  variants: { ratio: variantClasses('ratio', ART_RATIOS) },
  defaultVariants: { ratio: 'portrait' },
});

export type ArtFrameProps = VariantProps<typeof artFrameVariants> & {
  /** The picture; empty or missing shows the fallback. */
  src?: string | null;
  /** What the picture shows, or '' when the text beside it already says it. */
  alt: string;
  /** Eager for art on the first screen, lazy below the fold. */
  loading?: 'eager' | 'lazy';
  /** Where the picture's subject sits: a frame of another shape crops around it. */
  focus?: FocalPoint;
  /** Shown in the frame when there is no picture or it fails to load. Defaults to 'N/A'. */
  fallback?: ReactNode;
  className?: string;
};

const Root = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  overflow: hidden;
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.ink};

  /* The box is sized before the picture arrives, so nothing below it moves (no layout shift). */
  &.ratio-portrait {
    aspect-ratio: 3 / 4;
  }
  &.ratio-square {
    aspect-ratio: 1;
  }
  &.ratio-story {
    aspect-ratio: 3 / 2;
  }
  &.ratio-banner {
    aspect-ratio: 8 / 3;
  }

  & [data-slot='art-image'] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: ${FOCUSED_POSITION};
  }

  &[data-missing] {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
    letter-spacing: ${vars.letterSpacing.display};
  }
`;

/**
 * A picture in a fixed shape. A missing or broken picture shows a fallback (the spec's 'N/A')
 * in the same box, so a gap in the data never breaks the layout.
 */
export function ArtFrame({
  src,
  alt,
  ratio,
  loading = 'lazy',
  focus,
  fallback = MESSAGES.notAvailable,
  className,
}: ArtFrameProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const classes = artFrameVariants({ ratio, className });
  if (!src || failedSrc === src) {
    return (
      <Root className={classes} data-slot="art" data-missing="">
        {fallback}
      </Root>
    );
  }
  return (
    <Root className={classes} data-slot="art">
      <img
        data-slot="art-image"
        src={src}
        alt={alt}
        loading={loading}
        decoding="async"
        style={focusStyle(focus)}
        onError={() => setFailedSrc(src)}
      />
    </Root>
  );
}
