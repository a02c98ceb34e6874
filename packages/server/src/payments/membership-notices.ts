import { DEFAULT_LANGUAGE } from '@ic/domain';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { membershipEndedMail, membershipEndingMail } from '../mail/templates/index.ts';
import { claimNotice, membershipsEndingBetween } from '../repositories/membership-notices.ts';
import { memberUntil, renewsAt } from '../repositories/memberships.ts';

/** The renewal reminder goes this long before the end; the "ended" mail within this long after. */
export const NOTICE_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

export interface NoticeContext {
  db: Db;
  mailer: Mailer;
  now: Date;
  /** The Ultimate page. */
  renewLink: string;
}

type Notice = { kind: 'reminder' | 'ended'; endsAt: Date };

/** Which notice a member is due, from paid records (a Gold donation can carry access further). */
async function noticeDue(db: Db, userId: string, now: Date): Promise<Notice | null> {
  const until = await memberUntil(db, userId);
  if (!until) return null;
  const left = until.getTime() - now.getTime();
  if (left > NOTICE_DAYS * DAY || left < -NOTICE_DAYS * DAY) return null;
  if (left <= 0) return { kind: 'ended', endsAt: until };
  // A monthly subscription renews by itself: no reminder to renew.
  return (await renewsAt(db, userId, now)) ? null : { kind: 'reminder', endsAt: until };
}

/**
 * Renewal reminders a week before a membership ends and a note once it has ended: each once per
 * period (membership_notices), the mail queued in the same transaction that notes it, so a crash
 * neither loses nor repeats it. Answers how many were queued.
 */
export async function sendMembershipNotices(context: NoticeContext): Promise<number> {
  const { db, now } = context;
  const from = new Date(now.getTime() - NOTICE_DAYS * DAY);
  const to = new Date(now.getTime() + NOTICE_DAYS * DAY);
  let queued = 0;
  for (const member of await membershipsEndingBetween(db, from, to)) {
    if (member.status !== 'active') continue;
    const notice = await noticeDue(db, member.userId, now);
    if (!notice) continue;
    const input = {
      to: member.email,
      name: member.name,
      endsAt: notice.endsAt,
      renewLink: context.renewLink,
      language: member.language ?? DEFAULT_LANGUAGE,
    };
    const mail =
      notice.kind === 'reminder' ? membershipEndingMail(input) : membershipEndedMail(input);
    const key = { user_id: member.userId, kind: notice.kind, period_ends_at: notice.endsAt };
    const sent = await db.transaction().execute(async (trx) => {
      if (!(await claimNotice(trx, key, now))) return false;
      await context.mailer.sendLater(mail, trx);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
