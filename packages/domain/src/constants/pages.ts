// A chapter's pages as images (issue 12): the sizes and formats the server makes of every page,
// so the reader's srcset and the server's renderer agree.

/** Widths every page is made at, in CSS-independent pixels; the browser picks one by srcset. */
export const PAGE_WIDTHS = [480, 960, 1600] as const;
export type PageWidth = (typeof PAGE_WIDTHS)[number];

/** The largest width: a page's stored width and height are its size at this width. */
export const PAGE_FULL_WIDTH = 1600;

/**
 * The height the reader's top bar and controls take together on a phone (measured at 390 px).
 * A page drawn before the reader has measured its stage asks for the width the rest fits.
 */
export const READER_BARS_PX = 136;

/**
 * The `sizes` of a page drawn before the reader has measured its stage (on the server): the
 * screen's width on a portrait screen (fit width), else the height left under the reader's bars
 * times the page's shape (fit page). The reader's own fit, in viewport units; the server's
 * preload of the picture says the same, so the browser fetches it once.
 */
export const unmeasuredPageSizes = (page: { width: number; height: number }) =>
  `(orientation: portrait) 100vw, calc((100vh - ${READER_BARS_PX}px) * ${(page.width / page.height).toFixed(4)})`;

/** The thumbnail strip's image width (WebP only: small enough that AVIF saves little). */
export const PAGE_THUMB_WIDTH = 160;

/** Image formats, best first: a <picture> lists AVIF before WebP. */
export const PAGE_FORMATS = ['avif', 'webp'] as const;
export type PageFormat = (typeof PAGE_FORMATS)[number];

// Progress limits live here, not beside the schemas: the app's every page reads the merge limit
// (at sign-in), and the schemas' chunk is only for pages with forms.
/** Most entries one merge takes (a browser's localStorage of a signed-out reader). */
export const PROGRESS_MERGE_MAX = 500;
/** Most comics the "Continue reading" row lists. */
export const CONTINUE_READING_MAX = 12;
