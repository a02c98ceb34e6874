/// <reference lib="webworker" />
// The service worker, built by vite-plugin-pwa (injectManifest) from Workbox's modules: the app
// shell precached, navigations answered by it offline, public answers kept as they pass
// (NetworkFirst, bounded), and chapter pages a signed-in reader saved served from that reader's
// own cache when the network is gone. Which answers may be kept is decided in rules.ts.
import { get } from 'idb-keyval';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  isPageImage,
  isPublicAnswer,
  mayCachePublicly,
  NOT_APP_PAGES,
  OFFLINE_USER_KEY,
  offlineCacheName,
  PUBLIC_CACHE,
  PUBLIC_CACHE_LIMIT,
} from '../src/offline/rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// A new version takes over at once: the shell is one build, and an old worker would keep
// serving an old shell whose chunks are gone.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the site is the one app: offline, any address opens the shell, which then
// shows the page, or the offline screen with the chapters saved for reading.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: NOT_APP_PAGES,
  }),
);

/**
 * A page image: always asked of the server (which decides access on every request, so an
 * answer of 401/403 stands); only when there is no network at all does the signed-in reader's
 * own cache answer, for a chapter they saved while they could read it.
 */
async function pageImage({ request }: { request: Request }): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const user = await get<string>(OFFLINE_USER_KEY);
    const cache = user ? await caches.open(offlineCacheName(user)) : null;
    const saved = await cache?.match(request.url, { ignoreVary: true, ignoreSearch: true });
    if (saved) return saved;
    throw error;
  }
}
registerRoute(({ url }) => isPageImage(url, self.location.origin), pageImage);

registerRoute(
  ({ request }) => mayCachePublicly(request, self.location.origin),
  new NetworkFirst({
    cacheName: PUBLIC_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      // Only answers the server marks public; the rest pass through untouched.
      { cacheWillUpdate: async ({ response }) => (isPublicAnswer(response) ? response : null) },
      new ExpirationPlugin({ ...PUBLIC_CACHE_LIMIT, purgeOnQuotaError: true }),
    ],
  }),
);
