// The header's one search over characters and comics (GET /api/search?q=).
import type { SearchResults } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiUrl } from './client';
import { logged } from './log';

export const SEARCH_PATH = '/api/search';

export function getSearchResults(q: string): Promise<SearchResults> {
  return logged(`search for ${q}`, () => apiGet<SearchResults>(SEARCH_PATH, { query: { q } }));
}

/**
 * Both groups for a query (none asked for an empty one). A new query keeps the previous results
 * on screen until its own arrive; a failure is logged and finds nothing.
 */
export function useSearchResults(q: string) {
  const { data, error, isLoading, isValidating } = useSWR(
    q ? apiUrl(SEARCH_PATH, { q }) : null,
    () => getSearchResults(q),
    { keepPreviousData: true },
  );
  const results: SearchResults = error || !data ? { characters: [], comics: [] } : data;
  return { results, loading: isLoading || (isValidating && !data), error: error as unknown };
}
