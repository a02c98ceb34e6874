// Moderators: paid donations with the names given, hidden from Support Us with a reason.
import type { ContributorEntry } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiPost, apiUrl } from '../client';
import { STUDIO_PAGE_SIZE, type StudioPage } from './paging';

export const STUDIO_CONTRIBUTORS_PATH = '/api/studio/contributors';

export function getStudioContributors(page: number): Promise<StudioPage<ContributorEntry>> {
  return apiGet<StudioPage<ContributorEntry>>(STUDIO_CONTRIBUTORS_PATH, {
    query: { page, limit: STUDIO_PAGE_SIZE },
  });
}

export function useStudioContributors(page: number) {
  const key = apiUrl(STUDIO_CONTRIBUTORS_PATH, { page, limit: STUDIO_PAGE_SIZE });
  const { data, error, isLoading, mutate } = useSWR(key, () => getStudioContributors(page), {
    keepPreviousData: true,
  });
  return { contributors: data, error: error as unknown, isLoading, refresh: () => mutate() };
}

/** Hides (Support Us shows Anonymous) or shows again the name of one donation. */
export function setContributorName(donationId: string, visible: boolean, reason: string) {
  const action = visible ? 'show' : 'hide';
  return apiPost<{ hiddenReason: string | null }>(
    `${STUDIO_CONTRIBUTORS_PATH}/${encodeURIComponent(donationId)}/${action}`,
    { reason },
  );
}
