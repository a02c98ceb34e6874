import type { MailContent } from './layout.ts';

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
}

export function guardianConsentMail(input: ConsentMailInput): MailContent {
  return {
    to: input.to,
    subject: `${input.childName} wants to join IC Universe: your consent is needed`,
    body: [
      `${input.childName} (${input.childEmail}) signed up to IC Universe and named you as their ` +
        'parent or guardian. Because they are under 18, the account stays inactive until you decide.',
      { action: 'Approve (activates the account)', href: input.approveLink },
      {
        action: 'Decline (deletes everything we stored)',
        href: input.declineLink,
        secondary: true,
      },
      { note: 'The links work for 7 days; with no answer the sign-up is deleted.' },
      'Your guardian dashboard lets you decide there too, and later see what your child reads, set ' +
        'the highest content rating and a daily reading limit, pause the account or delete it. ' +
        'Ask for a sign-in link with this address at any time.',
      { action: 'Open the guardian dashboard', href: input.dashboardLink, secondary: true },
      { action: "Read our children's privacy policy", href: input.policyLink, secondary: true },
    ],
  };
}

export function guardianSignInMail(to: string, link: string): MailContent {
  return {
    to,
    subject: 'Your IC Universe guardian dashboard sign-in link',
    body: [
      'Someone (hopefully you) asked to sign in to the IC Universe guardian dashboard.',
      { action: 'Sign in to the dashboard', href: link },
      { note: 'The link works once, for 30 minutes.' },
      {
        note: 'If you did not ask for this, ignore this mail; nobody can sign in without the link.',
      },
    ],
  };
}

export interface ChildDeletedMailInput {
  childName: string;
  guardianEmail: string;
  childEmail: string;
}

/** To the guardian who asked: what was erased and what was kept. */
export function childDeletedGuardianMail(input: ChildDeletedMailInput): MailContent {
  return {
    to: input.guardianEmail,
    subject: `${input.childName}'s IC Universe account has been deleted`,
    body: [
      `As you asked, we deleted ${input.childName}'s IC Universe account (${input.childEmail}).`,
      'Their personal data, settings, reading history and sign-ins are gone; they can no longer log in. ' +
        'Records of past payments stay in our books, no longer linked to them.',
      { note: 'If you did not ask for this, write to us at once.' },
    ],
  };
}

/** To the child's own address: the account they used is gone, and who asked. */
export function childDeletedChildMail(input: ChildDeletedMailInput): MailContent {
  return {
    to: input.childEmail,
    subject: 'Your IC Universe account has been deleted',
    greet: input.childName,
    body: [
      'Your parent or guardian asked us to delete your IC Universe account, and we have done so.',
      'You can no longer log in with it. If you have questions, talk to your parent or guardian.',
    ],
  };
}
