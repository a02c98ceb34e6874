// Conditional GET (RFC 9110, 13.1.2): If-None-Match compares entity tags weakly, so W/"x" and
// "x" match each other, and "*" matches any current representation. Every route that sends an
// ETag answers 304 through this one check.

/** An entity tag, weak or strong; the capture is its opaque part, quotes included. */
const ENTITY_TAG = /(?:W\/)?("[^"]*")/g;

const opaqueTag = (etag: string) => (etag.startsWith('W/') ? etag.slice(2) : etag);

/** Whether an If-None-Match header matches the representation's ETag (weak comparison). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const ours = opaqueTag(etag);
  for (const [, theirs] of header.matchAll(ENTITY_TAG)) if (theirs === ours) return true;
  return false;
}
