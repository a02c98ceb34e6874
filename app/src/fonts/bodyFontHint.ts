// The body font's preloads (its regular and black weights), decided per address. Their own tiny
// script adds them (app/build/fontHints.ts injected async into the page's head by the build), so
// they start as the HTML arrives rather than after the entry: text never re-flows when they land.

/**
 * The reader's address (paths.reader: /comicChap/:comicId/chapters/pdfView), case-insensitive as
 * routes are. Written out rather than imported: this script shares no module with the entry,
 * or the bundler would split a chunk off that every page then waits for.
 */
const READER = /^\/comicchap\/[^/]+\/chapters\/pdfview\/?$/i;

/**
 * Whether the first screen of an address sets text in the body font's regular and black weights
 * (body text, a page's hero title). The reader's does not (the display font and bold body text
 * only): there they would only take bandwidth from the first page.
 */
export function firstScreenUsesBodyFont(pathname: string): boolean {
  return !READER.test(pathname);
}

/** Preloads the body font's weights (their latin files, as the theme's CSS names them) where used. */
export function hintBodyFont(hrefs: readonly string[], pathname: string): void {
  if (!firstScreenUsesBodyFont(pathname)) return;
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}
