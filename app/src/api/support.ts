import type { Contributor, SupportStats } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiUrl } from './client';
import { logged } from './log';

export const SUPPORT_STATS_KEY = '/support/statistics';
export const CONTRIBUTORS_PATH = '/support/contributors';

// The figures and the list are public answers a browser may keep for a minute: a donor coming
// back to the page must see their gift, so both are revalidated (a 304 while nothing changed).
const CURRENT = { cache: 'no-cache' } as const;

/** The raw figures; the floors of spec section 9 are a display rule, applied where shown. */
export function getSupportStats(): Promise<SupportStats> {
  return logged('load the support statistics', () =>
    apiGet<SupportStats>(SUPPORT_STATS_KEY, CURRENT),
  );
}

export function getContributors(limit?: number): Promise<Contributor[]> {
  return logged('load the contributors', () =>
    apiGet<Contributor[]>(CONTRIBUTORS_PATH, { ...CURRENT, query: { limit } }),
  );
}

/**
 * The raw statistics; undefined until loaded and after a logged failure. The floors are applied
 * once, where they are shown (SupportStatsPanel), since they add to these figures.
 */
export function useSupportStats() {
  const { data, error, isLoading } = useSWR(SUPPORT_STATS_KEY, getSupportStats);
  const stats: SupportStats | undefined = data && !error ? data : undefined;
  return { stats, isLoading, error: error as unknown };
}

/** Paid donations, newest first; a failure is logged and shows none. */
export function useContributors(limit?: number) {
  const { data, error, isLoading } = useSWR(apiUrl(CONTRIBUTORS_PATH, { limit }), () =>
    getContributors(limit),
  );
  return { contributors: error ? [] : (data ?? []), isLoading, error: error as unknown };
}
