// The SWR answers a server-rendered page was drawn with, handed to the browser in the page, so
// hydration draws the very same thing and asks the API for none of it again.
import type { HydrationState } from 'react-router-dom';
import { preload } from 'swr';

/** SWR's serialized keys and the data their fetchers answered. */
export type ServedData = Record<string, unknown>;

/** What the browser needs to take over a server-rendered page: the router's state and SWR's data. */
export interface ServedPage {
  router: HydrationState;
  swr: ServedData;
}

export const SERVED_DATA_ID = 'served-data';

/**
 * JSON inside a <script> element: `<` is escaped so no text in the data (a blog title holding
 * `</script>` or `<!--`) can end the element, and the two line separators JSON allows but
 * older JavaScript parsers do not are escaped too.
 */
export function servedPageScript(page: ServedPage): string {
  const json = JSON.stringify(page)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVED_DATA_ID}">${json}</script>`;
}

/** What the server rendered this document with; undefined for a page it did not render. */
export function readServedPage(): ServedPage | undefined {
  const text = document.getElementById(SERVED_DATA_ID)?.textContent;
  // The page's own server wrote it (servedPageScript), from the same types.
  return text ? (JSON.parse(text) as ServedPage) : undefined;
}

/**
 * Each served answer stands in for the request SWR makes when its hook mounts (SWR's preload,
 * the reader's early data uses the same): the hook finds it under its key and fetches nothing.
 * A serialized key is its own serialization, so the array keys find theirs too.
 */
export function preloadServedData(data: ServedData): void {
  for (const [key, value] of Object.entries(data)) void preload(key, () => Promise.resolve(value));
}
