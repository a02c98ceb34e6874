import { DEFAULT_LANGUAGE, GUARDIAN_MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { conflict } from '../http/errors.ts';
import { accountActivatedMail } from '../mail/templates/index.ts';
import { claimConsents } from '../repositories/consents.ts';
import { appendAudit, type AuditEntry } from '../repositories/guardians.ts';
import { activateUser, findUserById } from '../repositories/users.ts';
import { eraseAccount } from './erase.ts';

export type RegistrationDecision = 'approve' | 'decline';

/** Spends the consent request and records the decision; 409 when it was already decided. */
async function record(trx: Db, entry: AuditEntry, now: Date) {
  if (!(await claimConsents(trx, entry.childId, now))) {
    throw conflict(GUARDIAN_MESSAGES.alreadyDecided);
  }
  await appendAudit(trx, entry, now);
}

/**
 * A guardian's answer to a pending registration, from the consent mail's page or the dashboard:
 * approve activates the account and tells the child; decline erases it. Either is audited in the
 * same transaction, and only the first answer counts.
 */
export async function decideRegistration(
  app: FastifyInstance,
  child: { id: string; email: string },
  guardianEmail: string,
  decision: RegistrationDecision,
): Promise<void> {
  const now = app.now();
  const entry = {
    guardianEmail,
    childId: child.id,
    action: decision,
    before: { status: 'pending' },
  };
  if (decision === 'decline') {
    await eraseAccount(app.db, app.payments, child, now, (trx) =>
      record(trx, { ...entry, after: null }, now),
    );
    return;
  }
  const language = await app.db.transaction().execute(async (trx) => {
    await record(trx, { ...entry, after: { status: 'active' } }, now);
    await activateUser(trx, child.id, now);
    return (await findUserById(trx, child.id))?.language;
  });
  // The child's mail is in the language they signed up in.
  const login = `${app.config.publicUrl}/login`;
  await app.mailer.sendLater(
    accountActivatedMail(child.email, login, language ?? DEFAULT_LANGUAGE),
  );
}
