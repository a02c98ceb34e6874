import type { Language } from '@ic/domain';
import { mailWords } from '../i18n.ts';
import type { MailContent } from './layout.ts';

export function passwordResetMail(to: string, link: string, language: Language): MailContent {
  const { t } = mailWords(language);
  return {
    to,
    language,
    subject: t('mail.reset.subject'),
    body: [
      t('mail.reset.intro'),
      { action: t('mail.reset.action'), href: link },
      { note: t('mail.reset.expiry') },
      { note: t('mail.reset.notYou') },
    ],
  };
}

export function passwordChangedMail(
  to: string,
  loginLink: string,
  language: Language,
): MailContent {
  const { t } = mailWords(language);
  return {
    to,
    language,
    subject: t('mail.passwordChanged.subject'),
    body: [
      t('mail.passwordChanged.intro'),
      { action: t('mail.passwordChanged.action'), href: loginLink },
      { note: t('mail.passwordChanged.notYou') },
    ],
  };
}

export function accountActivatedMail(
  to: string,
  loginLink: string,
  language: Language,
): MailContent {
  const { t } = mailWords(language);
  return {
    to,
    language,
    subject: t('mail.activated.subject'),
    body: [t('mail.activated.intro'), { action: t('mail.activated.action'), href: loginLink }],
  };
}
