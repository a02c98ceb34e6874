// The body font's preload, decided per address. Its own tiny script loads it (app/build/fontHints.ts
// injected async into the page's head by the build), so it starts as the HTML arrives rather
// than after the entry: text never re-flows when the font lands.

/**
 * The reader's address (paths.reader: /comicChap/:comicId/chapters/pdfView), case-insensitive as
 * routes are. Written out rather than imported: this script shares no module with the entry,
 * or the bundler would split a chunk off that every page then waits for.
 */
const READER = /^\/comicchap\/[^/]+\/chapters\/pdfview\/?$/i;

/**
 * Whether the first screen of an address sets text in the body font's regular weight. The
 * reader's does not (the display font and bold body text only): there the font would only take
 * bandwidth from the first page.
 */
export function firstScreenUsesBodyFont(pathname: string): boolean {
  return !READER.test(pathname);
}

/** Preloads the body font (its latin file, as the theme's CSS names it) where it is used. */
export function hintBodyFont(href: string, pathname: string): void {
  if (!firstScreenUsesBodyFont(pathname)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.href = href;
  link.crossOrigin = '';
  document.head.append(link);
}
