import type { MailMessage } from './mailer.ts';

// Plain-text mails: every client shows them, and links stay copyable.

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your IC Universe password',
    text: [
      'Someone (hopefully you) asked to reset the password of your IC Universe account.',
      '',
      `Choose a new password here (the link works once, for 30 minutes):`,
      link,
      '',
      'If you did not ask for this, ignore this mail; your password stays as it is.',
    ].join('\n'),
    links: [link],
  };
}

export function passwordChangedMail(to: string, loginLink: string): MailMessage {
  return {
    to,
    subject: 'Your IC Universe password was changed',
    text: [
      'The password of your IC Universe account was just changed, and every device was signed out.',
      '',
      `Sign in again: ${loginLink}`,
      '',
      'If this was not you, reset your password at once and write to us.',
    ].join('\n'),
    links: [loginLink],
  };
}

export interface ConsentMailInput {
  to: string;
  childName: string;
  childEmail: string;
  approveLink: string;
  declineLink: string;
}

export function guardianConsentMail(input: ConsentMailInput): MailMessage {
  return {
    to: input.to,
    subject: `${input.childName} wants to join IC Universe: your consent is needed`,
    text: [
      `${input.childName} (${input.childEmail}) signed up to IC Universe and named you as their`,
      'parent or guardian. Because they are under 18, the account stays inactive until you decide.',
      '',
      `Approve (activates the account): ${input.approveLink}`,
      `Decline (deletes everything we stored): ${input.declineLink}`,
      '',
      'The links work for 7 days; with no answer the sign-up is deleted.',
      'As a parent you may later ask us to delete the account at any time.',
    ].join('\n'),
    links: [input.approveLink, input.declineLink],
  };
}

export function accountActivatedMail(to: string, loginLink: string): MailMessage {
  return {
    to,
    subject: 'Your IC Universe account is active',
    text: [
      'Good news: your parent or guardian approved your IC Universe account.',
      '',
      `You can log in now: ${loginLink}`,
    ].join('\n'),
    links: [loginLink],
  };
}
