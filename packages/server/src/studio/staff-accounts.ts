import { DEFAULT_LANGUAGE, suggestUsername, type StaffRole } from '@ic/domain';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { staffInviteMail } from '../mail/templates/index.ts';
import { createReset } from '../repositories/password-resets.ts';
import { grantRoles } from '../repositories/staff.ts';
import { findUserByEmail, insertUser, takenFields, type UserRow } from '../repositories/users.ts';
import { hashPassword } from '../security/passwords.ts';
import { randomToken } from '../security/tokens.ts';

/** An invitation's set-password link lasts longer than a reset's: people read mail days later. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StaffGrant {
  email: string;
  name?: string | undefined;
  roles: StaffRole[];
  /** The admin granting; null for the studio:admin command. */
  grantedBy: string | null;
}

export interface StaffGrantResult {
  user: UserRow;
  created: boolean;
}

/** A free username from the address's local part (the signup's suggestion rule). */
async function freeUsername(db: Db, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  for (;;) {
    const username = suggestUsername(local);
    if (!(await takenFields(db, { username })).username) return username;
  }
}

/**
 * Grants `roles` to the account of `email`, making the account first when there is none (a
 * password nobody knows: the mailed link sets the real one), and mails a set-password link.
 * Call inside a transaction: the account, roles, link and mail exist together or not at all.
 */
export async function grantStaff(
  trx: Db,
  deps: { mailer: Mailer; publicUrl: string },
  grant: StaffGrant,
  now: Date,
): Promise<StaffGrantResult> {
  const existing = await findUserByEmail(trx, grant.email);
  const user =
    existing ??
    (await insertUser(
      trx,
      {
        email: grant.email,
        username: await freeUsername(trx, grant.email),
        name: grant.name ?? grant.email.split('@')[0] ?? grant.email,
        dob: '',
        passwordHash: await hashPassword(randomToken()),
        newsLetter: false,
        status: 'active',
      },
      now,
    ));
  await grantRoles(trx, user.id, grant.roles, grant.grantedBy, now);
  const reset = await createReset(trx, user.id, now, INVITE_TTL_MS);
  const link = `${deps.publicUrl}/reset-password/${reset.id}/${reset.token}`;
  const language = user.language ?? DEFAULT_LANGUAGE;
  await deps.mailer.sendLater(staffInviteMail(user.email, grant.roles, link, language), trx);
  return { user, created: existing === undefined };
}
