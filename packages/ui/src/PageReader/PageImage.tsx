import { unmeasuredPageSizes, type ChapterPage } from '@ic/domain';
import { useEffect, useRef, type CSSProperties } from 'react';
import { candidates, srcSetOf } from './geometry';

/** The page's shape, for the stage's CSS that fits a page not yet measured. */
const aspectStyle = (page: Pick<ChapterPage, 'width' | 'height'>) =>
  ({ '--page-aspect': (page.width / page.height).toFixed(4) }) as CSSProperties;

export type PageImageProps = {
  page: ChapterPage;
  /**
   * The CSS width it is shown at: the browser picks a source for it (sizes) and no layout shifts.
   * 0 before the reader has measured its stage (the page drawn on the server, and the browser's
   * first render taking it over): the stage's CSS fits the page and `sizes` estimates that fit.
   */
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
  /** Drawn out of sight, ahead of a tap (with an empty alt, so assistive technology skips it). */
  ahead?: boolean;
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
  ahead = false,
  onLoad,
}: PageImageProps) {
  const image = useRef<HTMLImageElement>(null);
  // A page drawn on the server may have arrived before the browser's script took it over, and
  // its load event with it: said here instead, so what waits for it (the pages ahead) goes on.
  const loadedEarly = useRef(onLoad);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth > 0) loadedEarly.current?.();
  }, []);
  const choice = { zoomed, dataSaver };
  const avif = candidates(page.sources.avif, choice);
  const webp = candidates(page.sources.webp, choice);
  const measured = displayWidth > 0;
  const sizes = measured ? `${Math.round(displayWidth)}px` : unmeasuredPageSizes(page);
  return (
    <picture data-slot="page-picture" data-ahead={ahead || undefined}>
      <source type="image/avif" srcSet={srcSetOf(avif)} sizes={sizes} />
      <img
        ref={image}
        src={webp[0]?.url}
        srcSet={srcSetOf(webp)}
        sizes={sizes}
        width={page.width}
        height={page.height}
        alt={alt}
        style={measured ? { width: displayWidth } : aspectStyle(page)}
        data-unmeasured={measured ? undefined : ''}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        draggable={false}
        onLoad={onLoad}
      />
    </picture>
  );
}
