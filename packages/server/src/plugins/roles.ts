import { staffRoleRequired, type StaffRole } from '@ic/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import { rolesOf } from '../repositories/staff.ts';

/**
 * A studio route's guard (its preValidation, so nobody learns anything from validation without
 * the role): 401 signed out, 403 for an account holding none of `allowed`. Roles are read on
 * every request, so a removed role stops working at once.
 */
export function requireRole(...allowed: StaffRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthorized();
    const held = await rolesOf(request.server.db, request.user.id);
    if (!held.some((role) => allowed.includes(role))) throw forbidden(staffRoleRequired(allowed));
  };
}
