// Support and admin: find a member, see their money and membership, grant months; moderators
// suspend and reinstate accounts.
import type {
  MemberDetail,
  MembershipGrantPayload,
  RefundPayload,
  StudioAccount,
} from '@ic/domain';
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

/** Stops a member's recurring payment; the membership runs to the end of what was paid. */
export function cancelMemberSubscription(userId: string, subscriptionId: string, reason: string) {
  return apiPost<MemberDetail>(
    `${memberPath(userId)}/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
    { reason },
  );
}

/** Marks a refund on a payment (the provider refunds it when it is Razorpay). */
export function refundPayment(paymentId: string, refund: RefundPayload) {
  return apiPost<MemberDetail>(
    `/api/studio/payments/${encodeURIComponent(paymentId)}/refund`,
    refund,
  );
}

/** Hides a member's avatar (the site shows the default one), or shows it again. */
export function setAvatarHidden(userId: string, hidden: boolean, reason: string) {
  const action = hidden ? 'hide' : 'show';
  return apiPost<{ hiddenReason: string | null }>(
    `/api/studio/accounts/${encodeURIComponent(userId)}/avatar/${action}`,
    { reason },
  );
}
