import {
  PAGE_FORMATS,
  PAGE_FULL_WIDTH,
  PAGE_THUMB_WIDTH,
  PAGE_WIDTHS,
  type PageFormat,
  type PageWidth,
} from '@ic/domain';

// The images made of every chapter page: three widths in AVIF and WebP, and a WebP thumbnail.

export type PageImage = { kind: 'page'; width: PageWidth; format: PageFormat } | { kind: 'thumb' };

/** Every image of one page, in the order a whole chapter is rendered. */
export const PAGE_IMAGES: readonly PageImage[] = [
  ...PAGE_WIDTHS.flatMap((width) =>
    PAGE_FORMATS.map((format) => ({ kind: 'page', width, format }) as const),
  ),
  { kind: 'thumb' },
];

export const widthOf = (image: PageImage): number =>
  image.kind === 'thumb' ? PAGE_THUMB_WIDTH : image.width;

export const formatOf = (image: PageImage): PageFormat =>
  image.kind === 'thumb' ? 'webp' : image.format;

export const CONTENT_TYPES: Record<PageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** A page's size as stored: its height when it is PAGE_FULL_WIDTH wide. */
export interface PageSize {
  width: number;
  height: number;
}

/** The pixel size of an image `width` wide of a page of this size (aspect kept, at least 1 px). */
export function scaledSize(page: PageSize, width: number): PageSize {
  return { width, height: Math.max(1, Math.round((page.height * width) / page.width)) };
}

/** A page of `points` (the PDF's own units) as stored: PAGE_FULL_WIDTH wide. */
export const fullSizeOf = (points: PageSize): PageSize => scaledSize(points, PAGE_FULL_WIDTH);
