// Pictures inside markdown (a blog's story) come from our media store only: the API's origin,
// which serves /media/. Relative addresses are read against it.
import { apiUrl } from './client';

/**
 * "This site", when the API is on the page's own origin: relative addresses are read against it,
 * and nothing from outside can match it. A stand-in rather than `location`, so the server (which
 * has no page address) and the browser decide the same and hydration matches.
 */
const THIS_SITE = 'https://this-site.invalid/';

/** The media store's base address: the API's root. */
export function mediaBaseUrl(): string {
  return new URL(apiUrl('/'), THIS_SITE).href;
}

/** The origins markdown pictures may load from. */
export function mediaOrigins(): string[] {
  return [new URL(mediaBaseUrl()).origin];
}
