import type { StaffRole } from '@ic/domain';
import type { MailContent } from './layout.ts';

/** To someone given a studio role: set a password (the reset page) and sign in. */
export function staffInviteMail(to: string, roles: StaffRole[], link: string): MailContent {
  return {
    to,
    subject: 'You are invited to the IC Universe studio',
    body: [
      `You now have a place on the IC Universe staff, as ${roles.join(', ')}.`,
      { action: 'Set your password', href: link },
      { note: 'The link works once, for 7 days. After that, ask for a new one on the login page.' },
      { note: 'Staff sessions end after 2 hours without activity.' },
    ],
  };
}

/** A moderator's answer to a feedback message or an error report. */
export function inboxReplyMail(
  to: string,
  name: string | null,
  about: string,
  reply: string,
): MailContent {
  return {
    to,
    subject: `Re: ${about}`,
    ...(name && { greet: name }),
    body: [
      reply,
      { note: 'You wrote to IC Universe; this is our reply. Answer this mail to write back.' },
    ],
  };
}
