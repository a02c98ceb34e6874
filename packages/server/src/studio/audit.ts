import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { unauthorized } from '../http/errors.ts';
import { recordAudit } from '../repositories/audit.ts';

export interface AuditedChange {
  /** `area.verb`, e.g. `staff.invite`, `account.suspend`. */
  action: string;
  target: { kind: string; id: string };
  before: unknown;
  after: unknown;
}

/** Records a studio write by the request's user; call it in the transaction of the change. */
export async function audit(
  trx: Db,
  request: FastifyRequest,
  change: AuditedChange,
): Promise<void> {
  const actor = request.user;
  if (!actor) throw unauthorized();
  await recordAudit(
    trx,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: change.action,
      targetKind: change.target.kind,
      targetId: change.target.id,
      before: change.before,
      after: change.after,
      requestId: request.id,
    },
    request.server.now(),
  );
}
