import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { vars } from '../theme';

export type BlogCoverProps = {
  /** The picture's URL; empty or broken shows a placeholder panel instead. */
  src?: string | null;
  /** What the picture shows; '' when the title beside it already says it. */
  alt: string;
  /** 'eager' for pictures on the first screen. */
  loading?: 'lazy' | 'eager';
  className?: string;
};

// The frame owns the 16:9 ratio the blog art is drawn in, so nothing shifts while it loads.
const Frame = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.muted};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A blog picture in a fixed 16:9 frame; a missing or broken one becomes a placeholder panel. */
export function BlogCover({ src, alt, loading = 'lazy', className }: BlogCoverProps) {
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
          width={1200}
          height={675}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Icon name="image" size="xl" label={alt || undefined} />
      )}
    </Frame>
  );
}
