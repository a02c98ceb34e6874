import type { ChildStatus, Me } from '@ic/domain';
import useSWR from 'swr';
import { apiGet } from './client';

export const ME_KEY = '/api/me';

/** The server's view of the signed-in user; rejects with a 401 ApiError when the session is gone. */
export function getMe(): Promise<Me> {
  return apiGet<Me>(ME_KEY);
}

/**
 * A child account's limits (null for everyone else, and while signed out or unknown). The
 * same call as the session's check, so it is made once.
 */
export function useChildStatus(signedIn: boolean): ChildStatus | null {
  const { data } = useSWR(signedIn ? ME_KEY : null, getMe);
  return data?.child ?? null;
}
