import { STAFF_ROLES, type StaffMember, type StaffRole, type StudioAccount } from '@ic/domain';
import type { Db } from '../db/database.ts';
import type { UserRow } from './users.ts';

/** The roles `userId` holds, in STAFF_ROLES order (none for a member). */
export async function rolesOf(db: Db, userId: string): Promise<StaffRole[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .select('role')
    .where('user_id', '=', userId)
    .execute();
  const held = new Set(rows.map((row) => row.role));
  return STAFF_ROLES.filter((role) => held.has(role));
}

/** Adds roles (one already held keeps its first grant). */
export async function grantRoles(
  db: Db,
  userId: string,
  roles: StaffRole[],
  grantedBy: string | null,
  now: Date,
): Promise<void> {
  if (roles.length === 0) return;
  await db
    .insertInto('staff_roles')
    .values(
      roles.map((role) => ({ user_id: userId, role, granted_by: grantedBy, granted_at: now })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

/** Keeps only `roles` of those `userId` holds (none: off the staff). */
export async function keepRoles(db: Db, userId: string, roles: StaffRole[]): Promise<void> {
  await db
    .deleteFrom('staff_roles')
    .where('user_id', '=', userId)
    .$if(roles.length > 0, (q) => q.where('role', 'not in', roles))
    .execute();
}

export function toStudioAccount(user: UserRow, roles: StaffRole[]): StudioAccount {
  return {
    userId: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    status: user.status,
    createdAt: user.created_at.toISOString(),
    roles,
  };
}

/** Everyone holding a role (or only `userId`), by email. */
export async function listStaff(db: Db, userId?: string): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .innerJoin('users', 'users.id', 'staff_roles.user_id')
    .selectAll('users')
    .select(['staff_roles.role', 'staff_roles.granted_by', 'staff_roles.granted_at'])
    .$if(userId !== undefined, (q) => q.where('users.id', '=', userId ?? ''))
    .orderBy('users.email')
    .execute();
  const members = new Map<string, StaffMember>();
  for (const { role, granted_by: grantedBy, granted_at: grantedAt, ...user } of rows) {
    const member = members.get(user.id) ?? { ...toStudioAccount(user, []), grants: [] };
    member.grants.push({ role, grantedBy, grantedAt: grantedAt.toISOString() });
    members.set(user.id, member);
  }
  return [...members.values()].map((member) => {
    const held = new Set(member.grants.map((grant) => grant.role));
    return { ...member, roles: STAFF_ROLES.filter((role) => held.has(role)) };
  });
}

/** One member of staff, or undefined for an account without a role. */
export async function staffMember(db: Db, userId: string): Promise<StaffMember | undefined> {
  return (await listStaff(db, userId))[0];
}

/** The roles of each of `userIds` (members: none), in STAFF_ROLES order. */
export async function rolesOfEach(db: Db, userIds: string[]): Promise<Map<string, StaffRole[]>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('staff_roles')
          .select(['user_id', 'role'])
          .where('user_id', 'in', userIds)
          .execute();
  return new Map(
    userIds.map((id) => {
      const held = new Set(rows.filter((row) => row.user_id === id).map((row) => row.role));
      return [id, STAFF_ROLES.filter((role) => held.has(role))];
    }),
  );
}
