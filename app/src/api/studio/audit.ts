// Admin: the audit log, filtered and paged by the server.
import type { AuditEntry } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiUrl } from '../client';
import { STUDIO_PAGE_SIZE, type StudioPage } from './paging';

export const AUDIT_PATH = '/api/studio/audit';

/** The filters of GET /api/studio/audit; days are India's, YYYY-MM-DD, inclusive. */
export type AuditFilters = { actor?: string; action?: string; from?: string; to?: string };

export function getAuditLog(filters: AuditFilters, page: number): Promise<StudioPage<AuditEntry>> {
  return apiGet<StudioPage<AuditEntry>>(AUDIT_PATH, {
    query: { ...filters, page, limit: STUDIO_PAGE_SIZE },
  });
}

export function useAuditLog(filters: AuditFilters, page: number) {
  const key = apiUrl(AUDIT_PATH, { ...filters, page, limit: STUDIO_PAGE_SIZE });
  const { data, error, isLoading } = useSWR(key, () => getAuditLog(filters, page), {
    keepPreviousData: true,
  });
  return { entries: data, error: error as unknown, isLoading };
}
