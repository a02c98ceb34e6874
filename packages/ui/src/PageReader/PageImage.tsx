import type { ChapterPage } from '@ic/domain';
import { candidates, srcSetOf } from './geometry';

export type PageImageProps = {
  page: ChapterPage;
  /** The CSS width it is shown at: the browser picks a source for it (sizes) and no layout shifts. */
  displayWidth: number;
  alt: string;
  /** Zoomed in: the 1600 px source becomes a candidate. */
  zoomed?: boolean;
  /** Only the smallest source. */
  dataSaver?: boolean;
  /** The first page on screen: fetched first (fetchpriority=high), never lazily. */
  priority?: boolean;
  /** Fetched now though out of sight (the next page, ahead of a tap). */
  eager?: boolean;
  onLoad?: () => void;
};

/**
 * One comic page: AVIF, else WebP, at the width the screen needs, with its size reserved from
 * its width and height before a byte arrives.
 */
export function PageImage({
  page,
  displayWidth,
  alt,
  zoomed = false,
  dataSaver = false,
  priority = false,
  eager = false,
  onLoad,
}: PageImageProps) {
  const choice = { zoomed, dataSaver };
  const avif = candidates(page.sources.avif, choice);
  const webp = candidates(page.sources.webp, choice);
  const sizes = `${Math.max(1, Math.round(displayWidth))}px`;
  return (
    <picture data-slot="page-picture">
      <source type="image/avif" srcSet={srcSetOf(avif)} sizes={sizes} />
      <img
        src={webp[0]?.url}
        srcSet={srcSetOf(webp)}
        sizes={sizes}
        width={page.width}
        height={page.height}
        alt={alt}
        style={{ width: displayWidth }}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        draggable={false}
        onLoad={onLoad}
      />
    </picture>
  );
}
