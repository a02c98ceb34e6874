import { formatDateTime } from '@ic/domain';
import type { MailContent } from './layout.ts';

export interface MembershipMailInput {
  to: string;
  name: string;
  /** When the paid period ends (or ended). */
  endsAt: Date;
  /** The Ultimate page, where a membership is renewed. */
  renewLink: string;
}

/** A week before the end of a period that will not renew by itself. */
export function membershipEndingMail(input: MembershipMailInput): MailContent {
  const when = formatDateTime(input.endsAt.toISOString());
  return {
    to: input.to,
    subject: 'Your Ultimate membership ends soon',
    greet: input.name,
    body: [
      `Your Ultimate membership runs until ${when} (India time). After that, members-only chapters and early releases lock again.`,
      { action: 'Renew Ultimate', href: input.renewLink },
      {
        note: 'Renewing before the end adds the new period after the current one: no day is lost.',
      },
    ],
  };
}

/** Once a period has ended without a renewal. */
export function membershipEndedMail(input: MembershipMailInput): MailContent {
  const when = formatDateTime(input.endsAt.toISOString());
  return {
    to: input.to,
    subject: 'Your Ultimate membership has ended',
    greet: input.name,
    body: [
      `Your Ultimate membership ended on ${when} (India time). Free chapters stay open to you, and your reading progress is kept.`,
      { action: 'Join Ultimate again', href: input.renewLink },
    ],
  };
}
