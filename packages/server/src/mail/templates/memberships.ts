import type { Language } from '@ic/domain';
import { mailWords } from '../i18n.ts';
import type { MailContent } from './layout.ts';

export interface MembershipMailInput {
  to: string;
  name: string;
  /** When the paid period ends (or ended). */
  endsAt: Date;
  /** The Ultimate page, where a membership is renewed. */
  renewLink: string;
  /** The member's language (the account's). */
  language: Language;
}

/** A week before the end of a period that will not renew by itself. */
export function membershipEndingMail(input: MembershipMailInput): MailContent {
  const { t, dateTime } = mailWords(input.language);
  const when = dateTime(input.endsAt.toISOString());
  return {
    to: input.to,
    language: input.language,
    subject: t('mail.membershipEnding.subject'),
    greet: input.name,
    body: [
      t('mail.membershipEnding.intro', { when }),
      { action: t('mail.membershipEnding.action'), href: input.renewLink },
      { note: t('mail.membershipEnding.note') },
    ],
  };
}

/** Once a period has ended without a renewal. */
export function membershipEndedMail(input: MembershipMailInput): MailContent {
  const { t, dateTime } = mailWords(input.language);
  const when = dateTime(input.endsAt.toISOString());
  return {
    to: input.to,
    language: input.language,
    subject: t('mail.membershipEnded.subject'),
    greet: input.name,
    body: [
      t('mail.membershipEnded.intro', { when }),
      { action: t('mail.membershipEnded.action'), href: input.renewLink },
    ],
  };
}
