// The studio's own account and home: which roles the caller holds, and today's takings.
import type { StaffRole, TodaysTakings } from '@ic/domain';
import useSWR from 'swr';
import { apiGet } from '../client';

export const STUDIO_ME_KEY = '/api/studio/me';
export const TAKINGS_KEY = '/api/studio/takings/today';

export function getStudioRoles(): Promise<StaffRole[]> {
  return apiGet<{ roles: StaffRole[] }>(STUDIO_ME_KEY).then((me) => me.roles);
}

/** The caller's roles; the error is the server's 401 (signed out) or 403 (no role). */
export function useStudioRoles(enabled: boolean) {
  const { data, error, isLoading } = useSWR(enabled ? STUDIO_ME_KEY : null, getStudioRoles, {
    shouldRetryOnError: false,
  });
  return { roles: data, error: error as unknown, isLoading };
}

export function getTodaysTakings(): Promise<TodaysTakings> {
  return apiGet<TodaysTakings>(TAKINGS_KEY);
}

/** Payments captured since midnight in India; only asked for by support and admin. */
export function useTodaysTakings(enabled: boolean) {
  const { data, error, isLoading } = useSWR(enabled ? TAKINGS_KEY : null, getTodaysTakings);
  return { takings: data, error: error as unknown, isLoading };
}
