import type { MembershipStatus, User } from '@ic/domain';
import useSWR from 'swr';
import { apiFetch, apiGet, apiPatch, apiPost } from './client';
import { logged } from './log';

export const LOGOUT_PATH = '/api/logout';
export const ACCOUNT_PATH = '/api/account';
export const NEWSLETTER_SETTING_PATH = '/api/account/newsletter';
export const MEMBERSHIP_KEY = '/api/membership';

/** Ends the session on the server (cookie and token); rejects with ApiError or NetworkError. */
export async function logout(): Promise<void> {
  await apiPost<null>(LOGOUT_PATH, {}, { bearer: true });
}

/** Deletes the account after checking the password; a wrong one is a 403 with the server's message. */
export async function deleteAccount(password: string): Promise<void> {
  await apiFetch(ACCOUNT_PATH, { method: 'DELETE', body: { password }, bearer: true });
}

/** The My Account subscription-mail toggle; answers the updated user record. */
export function setNewsletter(newsLetter: boolean): Promise<User> {
  return apiPatch<User>(NEWSLETTER_SETTING_PATH, { newsLetter }, { bearer: true });
}

export function getMembership(): Promise<MembershipStatus> {
  return logged('load the membership', () =>
    apiGet<MembershipStatus>(MEMBERSHIP_KEY, { bearer: true }),
  );
}

/** The signed-in user's membership; a failure is logged and the page shows it as unavailable. */
export function useMembership(signedIn: boolean) {
  const { data, error, isLoading } = useSWR(signedIn ? MEMBERSHIP_KEY : null, getMembership);
  return { membership: error ? undefined : data, isLoading, error: error as unknown };
}
