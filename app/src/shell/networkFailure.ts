import { NetworkError } from '../api/errors';

// What browsers say when a lazily loaded chunk cannot be downloaded: Chromium, Firefox, Safari.
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * True when a route failed because the network did: a page's chunk that did not download, or an
 * API call that got no answer at all. A reload is then the cure, so the visitor is told so.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof TypeError && CHUNK_LOAD_FAILURE.test(error.message);
}
