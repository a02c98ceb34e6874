import type { StaffRole } from '@ic/domain';
import { useOutletContext } from 'react-router-dom';

/** What the studio shell hands every screen: the roles the server says the caller holds. */
export type StudioContext = { roles: readonly StaffRole[] };

export function useStudioContext(): StudioContext {
  return useOutletContext<StudioContext>();
}

export const holdsAny = (roles: readonly StaffRole[], wanted: readonly StaffRole[]) =>
  wanted.some((role) => roles.includes(role));

/** Each role as the studio names it. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  moderator: 'Moderator',
  support: 'Support',
};

export const rolesText = (roles: readonly StaffRole[]) =>
  roles.map((role) => ROLE_LABELS[role]).join(', ');
