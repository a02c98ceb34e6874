// The guardian dashboard's calls (spec section 6). They ride on the guardian's own session
// cookie (gsid, set by exchanging a mailed link); a user's session never opens them.
import type {
  ApiSuccess,
  ChildActivity,
  ChildSettingsChange,
  GuardianAuditEntry,
  GuardianChildSettings,
  GuardianMe,
} from '@ic/domain';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, apiFetch, apiGet, type HttpMethod } from './client';
import { logged } from './log';

export const GUARDIAN_ME_KEY = '/api/guardian/me';

const childPath = (childId: string, part: string) =>
  `/api/guardian/children/${encodeURIComponent(childId)}/${part}`;
export const childActivityKey = (childId: string) => childPath(childId, 'activity');
export const childAuditKey = (childId: string) => childPath(childId, 'audit');

/** A write's data with the server's message, which these screens show as it is. */
export type Answered<T> = { data: T; message: string | undefined };

async function send<T>(path: string, body: unknown, method: HttpMethod = 'POST') {
  const { body: answer } = await apiFetch<ApiSuccess<T>>(path, { method, body });
  return { data: answer.data, message: answer.message } satisfies Answered<T>;
}

/** Mails a sign-in link if the address is a guardian's; the answer is the same for any. */
export function requestGuardianLink(email: string): Promise<Answered<{ sent: true }>> {
  return send('/api/guardian/link', { email });
}

/** Exchanges the mailed token (once) for the guardian's session cookie. */
export function startGuardianSession(token: string): Promise<Answered<{ email: string }>> {
  return send('/api/guardian/session', { token });
}

export async function endGuardianSession(): Promise<void> {
  await send('/api/guardian/logout', {});
}

/** The signed-in guardian and their children; null when no guardian session is open (401). */
export async function getGuardianMe(): Promise<GuardianMe | null> {
  try {
    return await apiGet<GuardianMe>(GUARDIAN_ME_KEY);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The dashboard, or null when the guardian must sign in; a failure is logged and said. */
export function useGuardianMe() {
  const { data, error, isLoading } = useSWR(GUARDIAN_ME_KEY, () =>
    logged('load the guardian dashboard', getGuardianMe),
  );
  return { me: data, isLoading, error: error as unknown };
}

export function decideRegistration(childId: string, decision: 'approve' | 'decline') {
  return send<{ decision: 'approve' | 'decline' }>(childPath(childId, 'decision'), { decision });
}

export function saveChildSettings(childId: string, change: ChildSettingsChange) {
  return send<GuardianChildSettings>(childPath(childId, 'settings'), change, 'PATCH');
}

export function requestChildDeletion(childId: string) {
  return send<null>(childPath(childId, 'deletion'), {});
}

/**
 * What the dashboard shows, asked again after a change: the children (status, settings), and a
 * child's trail and activity. In the cache the screens read (`useSWRConfig`).
 */
export function useGuardianRefresh() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      dashboard: () => mutate(GUARDIAN_ME_KEY),
      child: (childId: string) =>
        Promise.all([
          mutate(GUARDIAN_ME_KEY),
          mutate(childAuditKey(childId)),
          mutate(childActivityKey(childId)),
        ]),
      signedOut: () => mutate(GUARDIAN_ME_KEY, null, { revalidate: false }),
    }),
    [mutate],
  );
}

export function useChildActivity(childId: string) {
  const { data, error, isLoading } = useSWR(childActivityKey(childId), (path: string) =>
    logged(`load the activity of ${childId}`, () => apiGet<ChildActivity>(path)),
  );
  return { activity: data, isLoading, error: error as unknown };
}

export function useChildAudit(childId: string) {
  const { data, error, isLoading } = useSWR(childAuditKey(childId), (path: string) =>
    logged(`load the changes made for ${childId}`, () =>
      apiGet<{ entries: GuardianAuditEntry[] }>(path),
    ),
  );
  return { entries: data?.entries, isLoading, error: error as unknown };
}
