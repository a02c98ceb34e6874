import type { Language } from '@ic/domain';
import { mailWords } from '../i18n.ts';
import type { MailContent } from './layout.ts';

export interface ApplicationReceivedInput {
  to: string;
  name: string;
  jobTitle: string;
  /** The careers page, for other openings. */
  careersLink: string;
  receivedAt: Date;
  /** The language the applicant applied in. */
  language: Language;
}

/** To the applicant: the careers page promises a reply mail, and this is its first part. */
export function applicationReceivedMail(input: ApplicationReceivedInput): MailContent {
  const { t, dateTime } = mailWords(input.language);
  const { jobTitle } = input;
  return {
    to: input.to,
    language: input.language,
    subject: t('mail.application.subject', { jobTitle }),
    greet: input.name,
    body: [
      t('mail.application.intro', { jobTitle }),
      {
        facts: [
          [t('mail.application.role'), jobTitle],
          [t('mail.application.received'), dateTime(input.receivedAt.toISOString())],
        ],
      },
      t('mail.application.next'),
      { action: t('mail.application.action'), href: input.careersLink },
      { note: t('mail.application.notYou') },
    ],
  };
}
