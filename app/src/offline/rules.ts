// What the service worker may keep, written once for the worker (app/sw/sw.ts) and the app.
// Pure functions of URLs and headers, so a unit test holds the rule that matters most: no answer
// that depends on who is signed in ever goes into a cache shared by everyone on this browser.

/** Public answers recently seen (content lists, covers, art), kept for reading offline. */
export const PUBLIC_CACHE = 'ic-public';
/** How many public answers are kept, and for how long: the newest win. */
export const PUBLIC_CACHE_LIMIT = { maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 };

/** Every signed-in reader's chapters saved for offline live in a cache of their own. */
export const OFFLINE_CACHE_PREFIX = 'ic-offline-';

export function offlineCacheName(userKey: string): string {
  return `${OFFLINE_CACHE_PREFIX}${encodeURIComponent(userKey)}`;
}

/** The IndexedDB key under which the app tells the worker whose saved chapters it may serve. */
export const OFFLINE_USER_KEY = 'offline-user';

/**
 * Navigations that are not the app's pages (Workbox tests each against path and query): the
 * API, media, the server's own pages, and files, known by an extension at the end of the path.
 * Only the path's end: a query like ?q=meera@example.com is still a page.
 */
export const NOT_APP_PAGES = [
  /^\/api\//,
  /^\/media\//,
  /^\/(healthz|readyz|metrics)(\?|$)/,
  /^[^?]*\.[a-z0-9]+(\?|$)/i,
];

const PAGE_IMAGES = '/media/pages/';

/** A chapter's page image: served by the server after its access decision, never shared. */
export function isPageImage(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(PAGE_IMAGES);
}

/** Paths whose answers are never public: the session's own API (progress, account, orders...). */
const PERSONAL_PREFIXES = ['/api/', '/payment', '/support'];

/**
 * A request the public cache may look at: a same-origin GET outside the session's API and the
 * page images. Whether its answer is kept is then up to the answer (`isPublicAnswer`).
 */
export function mayCachePublicly(
  request: Pick<Request, 'method' | 'url'>,
  origin: string,
): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || isPageImage(url, origin)) return false;
  return !PERSONAL_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}

const directivesOf = (header: string | null) =>
  (header ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split('=')[0]);

/**
 * An answer the server declares the same for everyone: a 200 marked `public` (not private or
 * no-store), not varying on the cookie or the bearer token. A signed-out chapter list is public
 * but varies on the cookie, so it stays out too: it says what a visitor with no session sees.
 */
export function isPublicAnswer(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cache = directivesOf(response.headers.get('cache-control'));
  if (!cache.includes('public') || cache.includes('private') || cache.includes('no-store')) {
    return false;
  }
  const vary = directivesOf(response.headers.get('vary'));
  return !vary.some((name) => name === '*' || name === 'cookie' || name === 'authorization');
}
