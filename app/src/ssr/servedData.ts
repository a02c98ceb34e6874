// The SWR answers a server-rendered page was drawn with, handed to the browser in the page, so
// hydration draws the very same thing and asks the API for none of it again.
import type { Language } from '@ic/domain';
import type { CatalogueArea } from '@ic/ui';
import type { HydrationState } from 'react-router-dom';
import { unstable_serialize, useSWRConfig, type Middleware } from 'swr';

/** SWR's serialized keys and the data their fetchers answered. */
export type ServedData = Record<string, unknown>;

/**
 * What the browser needs to take over a server-rendered page: the router's state, SWR's data,
 * and the language it was drawn in with the catalogue areas it used.
 */
export interface ServedPage {
  router: HydrationState;
  swr: ServedData;
  language: Language;
  areas: CatalogueArea[];
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
 * An SWR middleware: a hook whose key the page was served with starts from that answer as SWR's
 * fallback, neither loading nor asking again on mount, as long as nothing has fetched the key
 * since (the server drew it so, and hydration must draw the same). Later mounts, once the key
 * is in the cache, revalidate as usual.
 */
export function servedFirst(served: ServedData): Middleware {
  return (useSWRNext) =>
    function useServedFirst(key, fetcher, config) {
      const { cache } = useSWRConfig();
      const serialized = unstable_serialize(key);
      const fresh = serialized in served && cache.get(serialized)?.data === undefined;
      return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
    };
}
