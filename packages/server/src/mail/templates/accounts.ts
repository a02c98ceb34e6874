import type { MailContent } from './layout.ts';

export function passwordResetMail(to: string, link: string): MailContent {
  return {
    to,
    subject: 'Reset your IC Universe password',
    body: [
      'Someone (hopefully you) asked to reset the password of your IC Universe account.',
      { action: 'Choose a new password', href: link },
      { note: 'The link works once, for 30 minutes.' },
      { note: 'If you did not ask for this, ignore this mail; your password stays as it is.' },
    ],
  };
}

export function passwordChangedMail(to: string, loginLink: string): MailContent {
  return {
    to,
    subject: 'Your IC Universe password was changed',
    body: [
      'The password of your IC Universe account was just changed, and every device was signed out.',
      { action: 'Sign in again', href: loginLink },
      { note: 'If this was not you, reset your password at once and write to us.' },
    ],
  };
}

export function accountActivatedMail(to: string, loginLink: string): MailContent {
  return {
    to,
    subject: 'Your IC Universe account is active',
    body: [
      'Good news: your parent or guardian approved your IC Universe account.',
      { action: 'Log in now', href: loginLink },
    ],
  };
}
