import type { Language } from '@ic/domain';
import { mailWords } from '../i18n.ts';
import type { MailContent } from './layout.ts';

// A guardian has no account, so no stored language: their mails follow the request that caused
// them (a child's signup in Hindi mails the guardian in Hindi; a guardian asking for a sign-in
// link or a deletion in Hindi reads the mail in Hindi). Mails to the child follow the child's.

export interface ConsentMailInput {
  to: string;
  childName: string;
  childEmail: string;
  /** The consent page of the app, opened with the decision chosen. */
  approveLink: string;
  declineLink: string;
  /** The guardian dashboard, where a link to sign in can be asked for at any time. */
  dashboardLink: string;
  /** What we keep about children and why, for a parent deciding whether to trust us. */
  policyLink: string;
  /** The language of the child's signup. */
  language: Language;
}

export function guardianConsentMail(input: ConsentMailInput): MailContent {
  const { t } = mailWords(input.language);
  const { childName, childEmail } = input;
  return {
    to: input.to,
    language: input.language,
    subject: t('mail.consent.subject', { childName }),
    body: [
      t('mail.consent.intro', { childName, childEmail }),
      { action: t('mail.consent.approve'), href: input.approveLink },
      { action: t('mail.consent.decline'), href: input.declineLink, secondary: true },
      { note: t('mail.consent.expiry') },
      t('mail.consent.dashboard'),
      { action: t('mail.consent.openDashboard'), href: input.dashboardLink, secondary: true },
      { action: t('mail.consent.policy'), href: input.policyLink, secondary: true },
    ],
  };
}

export function guardianSignInMail(to: string, link: string, language: Language): MailContent {
  const { t } = mailWords(language);
  return {
    to,
    language,
    subject: t('mail.guardianSignIn.subject'),
    body: [
      t('mail.guardianSignIn.intro'),
      { action: t('mail.guardianSignIn.action'), href: link },
      { note: t('mail.guardianSignIn.expiry') },
      { note: t('mail.guardianSignIn.notYou') },
    ],
  };
}

export interface ChildDeletedMailInput {
  childName: string;
  guardianEmail: string;
  childEmail: string;
}

/** To the guardian who asked (in the language they asked in): what was erased and what was kept. */
export function childDeletedGuardianMail(
  input: ChildDeletedMailInput,
  language: Language,
): MailContent {
  const { t } = mailWords(language);
  const { childName, childEmail } = input;
  return {
    to: input.guardianEmail,
    language,
    subject: t('mail.childDeleted.guardianSubject', { childName }),
    body: [
      t('mail.childDeleted.guardianIntro', { childName, childEmail }),
      t('mail.childDeleted.guardianGone'),
      { note: t('mail.childDeleted.guardianNotYou') },
    ],
  };
}

/** To the child's own address (in the child's language): the account is gone, and who asked. */
export function childDeletedChildMail(
  input: ChildDeletedMailInput,
  language: Language,
): MailContent {
  const { t } = mailWords(language);
  return {
    to: input.childEmail,
    language,
    subject: t('mail.childDeleted.childSubject'),
    greet: input.childName,
    body: [t('mail.childDeleted.childIntro'), t('mail.childDeleted.childAfter')],
  };
}
