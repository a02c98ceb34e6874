import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordAudit } from '../repositories/audit.ts';
import { rolesOf } from '../repositories/staff.ts';
import { grantStaff, type StaffGrantResult } from './staff-accounts.ts';

/** How the audit log names the command, which has no account behind it. */
export const ADMIN_COMMAND_ACTOR = 'studio:admin command';

/**
 * The first admin (or another): grants `admin` to the account of `email`, making it when there
 * is none, and mails a set-password link, in one transaction with its audit entry.
 */
export async function makeAdmin(
  db: Db,
  deps: { mailer: Mailer; publicUrl: string },
  email: string,
  now: Date,
): Promise<StaffGrantResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    const before = existing ? await rolesOf(trx, existing.id) : null;
    const result = await grantStaff(trx, deps, { email, roles: ['admin'], grantedBy: null }, now);
    await recordAudit(
      trx,
      {
        actorId: null,
        actorEmail: ADMIN_COMMAND_ACTOR,
        action: 'staff.invite',
        targetKind: 'user',
        targetId: result.user.id,
        before: before && { email, roles: before },
        after: { email, roles: await rolesOf(trx, result.user.id) },
        requestId: null,
      },
      now,
    );
    return result;
  });
}
