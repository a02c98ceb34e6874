// Test helpers for the studio: members of staff with chosen roles, and requests as them.
import type { StaffRole } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { grantRoles } from '../../../src/repositories/staff.ts';
import { signUpReader, type TestReader } from '../../access.ts';
import type { Credentials } from '../../payments/flow.ts';

/** A signed-in account holding `roles` (granted in the database, as the command's first admin would). */
export async function signUpStaff(app: FastifyInstance, roles: StaffRole[]): Promise<TestReader> {
  const reader = await signUpReader(app);
  await grantRoles(app.db, reader.id, roles, null, app.now());
  return reader;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function studio(
  app: FastifyInstance,
  method: Method,
  url: string,
  credentials?: Credentials,
  payload?: object,
) {
  return app.inject({ method, url, headers: { ...credentials }, ...(payload && { payload }) });
}

/** The audit entries about `targetId`, oldest first. */
export function auditOf(app: FastifyInstance, targetId: string) {
  return app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('at')
    .execute();
}
