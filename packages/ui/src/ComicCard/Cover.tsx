import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { vars } from '../theme';

export type CoverProps = {
  /** The picture's URL; empty or broken shows the drawn placeholder instead. */
  src?: string | null;
  /** What the picture shows; '' when the title beside it already says it. */
  alt: string;
  /** 'eager' for pictures on the first screen. */
  loading?: 'lazy' | 'eager';
  className?: string;
};

// The frame owns the aspect ratio, so the picture and its placeholder take the same room (no shift).
const Frame = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.muted};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A comic or chapter picture in a fixed 4:5 frame. A missing or broken picture becomes a
 * placeholder panel (the spec's placeholder fallback), so a card never shows a broken image.
 */
export function Cover({ src, alt, loading = 'lazy', className }: CoverProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const usable = src && failedSrc !== src;
  return (
    <Frame className={className} data-cover={usable ? 'image' : 'placeholder'}>
      {usable ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          width={400}
          height={500}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Icon name="book" size="xl" label={alt || undefined} />
      )}
    </Frame>
  );
}
