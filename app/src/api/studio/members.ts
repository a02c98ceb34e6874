// Support and admin: find a member, see their money and membership, grant months; moderators
// suspend and reinstate accounts.
import type { MemberDetail, MembershipGrantPayload, StudioAccount } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiPost, apiUrl } from '../client';

export const MEMBERS_PATH = '/api/studio/members';
const memberPath = (userId: string) => `${MEMBERS_PATH}/${encodeURIComponent(userId)}`;

export function searchMembers(q: string): Promise<StudioAccount[]> {
  return apiGet<StudioAccount[]>(MEMBERS_PATH, { query: { q } });
}

/** Accounts whose email or username starts with `q`; nothing is asked while it is empty. */
export function useMemberSearch(q: string) {
  const search = q.trim();
  const { data, error, isLoading } = useSWR(
    search ? apiUrl(MEMBERS_PATH, { q: search }) : null,
    () => searchMembers(search),
  );
  return { accounts: data, error: error as unknown, isLoading };
}

export function getMemberDetail(userId: string): Promise<MemberDetail> {
  return apiGet<MemberDetail>(memberPath(userId));
}

export function useMemberDetail(userId: string) {
  const { data, error, isLoading, mutate } = useSWR(memberPath(userId), () =>
    getMemberDetail(userId),
  );
  return { detail: data, error: error as unknown, isLoading, refresh: () => mutate() };
}

export function grantMembership(userId: string, grant: MembershipGrantPayload) {
  return apiPost<MemberDetail>(`${memberPath(userId)}/membership`, grant);
}

/** Suspends (every session ends) or reinstates an account, with the reason the audit log keeps. */
export function setAccountSuspended(userId: string, suspended: boolean, reason: string) {
  const action = suspended ? 'suspend' : 'reinstate';
  return apiPost<StudioAccount>(`/api/studio/accounts/${encodeURIComponent(userId)}/${action}`, {
    reason,
  });
}
