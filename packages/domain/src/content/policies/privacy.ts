import { POLICY } from '../../constants/policy.ts';
import type { PolicyDocument } from './types.ts';

export const PRIVACY_POLICY: PolicyDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  description:
    'What IC Universe collects about you, why, how we protect it and your rights over it.',
  effectiveDate: POLICY.effectiveDate,
  intro:
    'IC Universe makes Indian comics, animation and games. This policy explains what we learn about you when you read, watch, play or buy with us, why we need it, who else sees it and what you can ask us to do with it. We collect as little as we can and never sell your personal data.',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['We only ask for what a feature needs. Depending on what you use, that is:'],
      items: [
        'Account details: your name, email address, username, date of birth and password (stored only as a secure hash, never as you typed it).',
        'Profile choices: your avatar, newsletter preference and reading progress.',
        'Purchase and donation records: what you bought or gave, when and how much. Card and UPI details are handled by our payment partner; we never see or store your full card number.',
        'Messages you send us: feedback, error reports, job applications and support requests.',
        'Technical data: the pages you open, your device and browser type, and the approximate region your connection comes from, which we use to keep the site fast and secure.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use your information to run your account, unlock the comics and memberships you pay for, remember where you stopped reading, answer your messages and keep the service safe from abuse.',
        'If you opt in to our newsletter we email you about new releases and events. You can switch it off at any time from your account page or from the link in every newsletter.',
        'We do not use your data to make decisions about you that have legal effects, and we do not sell it or rent it to anyone.',
      ],
    },
    {
      id: 'age-and-consent',
      heading: 'Age and parental consent',
      paragraphs: [
        `You may hold an account on your own from the age of ${POLICY.minimumIndependentAge}. Anyone under ${POLICY.minimumIndependentAge} needs parental consent: when a younger reader signs up, we ask for a parent's or guardian's email address and the account stays inactive until that parent approves it.`,
        "How we look after younger readers, and what parents can decide, is set out in our Children's Privacy Policy.",
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We share personal data only with the service providers who help us run IC Universe, and only as much as each one needs:',
      ],
      items: [
        'Payment processors, to take payments, donations and subscription renewals.',
        'Email delivery services, to send account, receipt and newsletter emails.',
        'Hosting and storage providers, who keep our servers and databases running.',
        'Authorities, when Indian law requires it and only to the extent it requires.',
      ],
    },
    {
      id: 'security',
      heading: 'How we keep it safe',
      paragraphs: [
        `Personal data we store is protected with ${POLICY.encryption} encryption at rest, and everything travelling between your device and our servers is encrypted in transit. Passwords are stored only as one-way hashes.`,
        'Access inside our team is limited to the people who need it for their work, and every such access is logged. No system is perfectly secure, so if we ever learn of a breach that affects you, we will tell you and the relevant authorities without delay.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account data while your account is open. When you delete your account we erase your profile and reading history; purchase and payment records are kept, without your name attached, for as long as tax and accounting law requires.',
        'Error reports and support messages are deleted once they are resolved and no longer needed.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Under Indian data protection law you can ask us to:'],
      items: [
        'show you the personal data we hold about you;',
        'correct anything that is wrong or out of date;',
        'delete your account and personal data (you can also do this yourself from your account page);',
        'stop sending you marketing email;',
        'withdraw a consent you gave earlier, without affecting what was done before.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'We use a small number of cookies and browser storage entries: one keeps you signed in, one remembers your display name so the site can greet you, and others remember settings such as your reading position. We do not use advertising cookies that follow you across other websites.',
      ],
    },
    {
      id: 'grievances',
      heading: 'Questions and grievances',
      paragraphs: [
        `Write to our Grievance Officer through the Report an Error page or the support options in your account. Support acknowledges every request within ${POLICY.acknowledgeHours} business hours, and grievances are resolved within ${POLICY.grievanceDays} business days.`,
        'If we change this policy we will update the effective date above and, for significant changes, tell you by email or on the site before the change applies.',
      ],
    },
  ],
};
