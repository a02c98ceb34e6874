// Admin: everyone holding a studio role, invitations, role changes and removal.
import type { StaffInvitePayload, StaffMember, StaffRole } from '@ic/domain';
import useSWR from 'swr';
import { apiDelete, apiGet, apiPost, apiPut } from '../client';

export const STAFF_KEY = '/api/studio/staff';

export function getStaff(): Promise<StaffMember[]> {
  return apiGet<StaffMember[]>(STAFF_KEY);
}

export function useStaff() {
  const { data, error, isLoading, mutate } = useSWR(STAFF_KEY, getStaff);
  return { staff: data, error: error as unknown, isLoading, refresh: () => mutate() };
}

/** Grants the roles (making the account when there is none) and mails a set-password link. */
export function inviteStaff(invite: StaffInvitePayload): Promise<StaffMember> {
  return apiPost<StaffMember>(STAFF_KEY, invite);
}

/** The roles held from now on. */
export function changeStaffRoles(userId: string, roles: StaffRole[]): Promise<StaffMember> {
  return apiPut<StaffMember>(`${STAFF_KEY}/${encodeURIComponent(userId)}`, { roles });
}

/** Takes every role away; the account stays. */
export function removeStaff(userId: string): Promise<null> {
  return apiDelete<null>(`${STAFF_KEY}/${encodeURIComponent(userId)}`);
}
