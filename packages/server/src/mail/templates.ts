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
  /** The guardian dashboard, where a link to sign in can be asked for at any time. */
  dashboardLink: string;
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
      '',
      'Your guardian dashboard lets you decide there too, and later see what your child reads, set',
      'the highest content rating and a daily reading limit, pause the account or delete it.',
      `Ask for a sign-in link with this address at any time: ${input.dashboardLink}`,
    ].join('\n'),
    links: [input.approveLink, input.declineLink, input.dashboardLink],
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

export function guardianSignInMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Your IC Universe guardian dashboard sign-in link',
    text: [
      'Someone (hopefully you) asked to sign in to the IC Universe guardian dashboard.',
      '',
      'Sign in here (the link works once, for 30 minutes):',
      link,
      '',
      'If you did not ask for this, ignore this mail; nobody can sign in without the link.',
    ].join('\n'),
    links: [link],
  };
}

export interface ChildDeletedMailInput {
  childName: string;
  guardianEmail: string;
  childEmail: string;
}

/** To the guardian who asked: what was erased and what was kept. */
export function childDeletedGuardianMail(input: ChildDeletedMailInput): MailMessage {
  return {
    to: input.guardianEmail,
    subject: `${input.childName}'s IC Universe account has been deleted`,
    text: [
      `As you asked, we deleted ${input.childName}'s IC Universe account (${input.childEmail}).`,
      '',
      'Their personal data, settings, reading history and sign-ins are gone; they can no longer log in.',
      'Records of past payments stay in our books, no longer linked to them.',
      '',
      'If you did not ask for this, write to us at once.',
    ].join('\n'),
  };
}

/** To the child's own address: the account they used is gone, and who asked. */
export function childDeletedChildMail(input: ChildDeletedMailInput): MailMessage {
  return {
    to: input.childEmail,
    subject: 'Your IC Universe account has been deleted',
    text: [
      `Hello ${input.childName},`,
      '',
      'Your parent or guardian asked us to delete your IC Universe account, and we have done so.',
      'You can no longer log in with it. If you have questions, talk to your parent or guardian.',
    ].join('\n'),
  };
}

export interface NewChapterMailInput {
  to: string;
  name: string;
  comicTitle: string;
  number: number;
  chapterTitle: string;
  /** The chapter in the reader. */
  readLink: string;
  /** The account page, where the newsletter switch stops these mails. */
  settingsLink: string;
}

export function newChapterMail(input: NewChapterMailInput): MailMessage {
  return {
    to: input.to,
    subject: `New in ${input.comicTitle}: Chapter ${input.number}, ${input.chapterTitle}`,
    text: [
      `Hello ${input.name},`,
      '',
      `${input.comicTitle}, a series you follow, has a new chapter: Chapter ${input.number}, ${input.chapterTitle}.`,
      '',
      `Read it: ${input.readLink}`,
      '',
      `You get these mails because you follow the series and allow mail from us. Turn them off`,
      `with the newsletter switch in your account: ${input.settingsLink}`,
    ].join('\n'),
    links: [input.readLink],
  };
}
