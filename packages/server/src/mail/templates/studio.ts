import type { Language, StaffRole } from '@ic/domain';
import { mailWords } from '../i18n.ts';
import type { MailContent } from './layout.ts';

/** To someone given a studio role: set a password (the reset page) and sign in. */
export function staffInviteMail(
  to: string,
  roles: StaffRole[],
  link: string,
  language: Language,
): MailContent {
  const { t } = mailWords(language);
  return {
    to,
    language,
    subject: t('mail.staffInvite.subject'),
    body: [
      t('mail.staffInvite.intro', { roles: roles.join(', ') }),
      { action: t('mail.staffInvite.action'), href: link },
      { note: t('mail.staffInvite.expiry') },
      { note: t('mail.staffInvite.idle') },
    ],
  };
}

/** A moderator's answer to a feedback message or an error report (the reply as written). */
export function inboxReplyMail(
  to: string,
  name: string | null,
  about: string,
  reply: string,
  language: Language,
): MailContent {
  const { t } = mailWords(language);
  return {
    to,
    language,
    subject: t('mail.inboxReply.subject', { about }),
    ...(name && { greet: name }),
    body: [reply, { note: t('mail.inboxReply.note') }],
  };
}
