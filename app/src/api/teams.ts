import type { Team } from '@ic/domain';
import useSWR from 'swr';
import { apiGet } from './client';
import { logged } from './log';

export const TEAMS_KEY = '/team/getAll';

export function getTeams(): Promise<Team[]> {
  return logged('load the teams', () => apiGet<Team[]>(TEAMS_KEY));
}

/** The About page's teams; a failure is logged and shows none. */
export function useTeams() {
  const { data, error, isLoading } = useSWR(TEAMS_KEY, getTeams);
  return { teams: error ? [] : (data ?? []), isLoading, error: error as unknown };
}
