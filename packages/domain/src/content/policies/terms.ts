import { POLICY } from '../../constants/policy.ts';
import { RATING_ITEMS } from './ratings.ts';
import type { PolicyDocument } from './types.ts';

const AGE = POLICY.minimumIndependentAge;

export const TERMS_OF_USE: PolicyDocument = {
  slug: 'terms-of-use',
  title: 'Terms of Use',
  description: 'The terms for using the IC Universe website, comics, memberships and community.',
  effectiveDate: POLICY.effectiveDate,
  intro:
    'These terms are the agreement between you and IC Universe when you use our website, read our comics, watch our animation, play our games or buy from us. By creating an account or using the site you accept them, so please read them along with our Privacy Policy and Refund Policy.',
  sections: [
    {
      id: 'eligibility',
      heading: 'Who can use IC Universe',
      paragraphs: [
        `The minimum independent age is ${AGE}: from ${AGE} you can create and manage an account on your own. Readers under ${AGE} need parental consent, and their account becomes active only after a parent or guardian approves it.`,
        "A parent or guardian who approves an account accepts these terms on the young reader's behalf and is responsible for how the account is used.",
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      paragraphs: [
        'Keep your password to yourself and tell us straight away if you think someone else has used your account. Give us accurate details when you sign up and keep them up to date. One account is for one person.',
        'You can close your account at any time from your account page.',
      ],
    },
    {
      id: 'content-ratings',
      heading: 'Content ratings',
      paragraphs: [
        'Every comic, episode and game carries one of these ratings so readers and parents can choose what suits them:',
      ],
      items: RATING_ITEMS,
    },
    {
      id: 'our-content',
      heading: 'Our content and your licence',
      paragraphs: [
        'The characters, stories, artwork, animation, games, logos and software of IC Universe belong to us or to the creators who license them to us, and are protected by copyright and trade mark law.',
        'We give you a personal, non-transferable licence to read, watch and play what your account can access, for your own non-commercial enjoyment. You may not copy, redistribute, resell, scrape or publicly perform our content, or use it to train software, without our written permission.',
      ],
    },
    {
      id: 'community-rules',
      heading: 'Community rules',
      paragraphs: ['When you post feedback, comments, fan art or anything else on IC Universe:'],
      items: [
        'be respectful: no harassment, hate, threats or bullying (see our Anti-Harassment Policy);',
        'share only what you have the right to share;',
        "do not post anyone's personal information, spam, or links to harmful software;",
        'keep content suitable for the rating of the place you post it.',
      ],
    },
    {
      id: 'moderation',
      heading: 'Moderation',
      paragraphs: [
        'Moderators may delete content violating policy, including these terms, without notice. We may also limit, suspend or close an account that breaks these terms repeatedly or seriously, and we tell the account holder why unless the law prevents us.',
        'You keep ownership of what you post, and you give us permission to display it on IC Universe for as long as it stays up.',
      ],
    },
    {
      id: 'payments',
      heading: 'Memberships and payments',
      paragraphs: [
        'Prices are shown in Indian rupees and include applicable taxes. Recurring memberships renew automatically until you cancel them from your account; cancelling stops future charges and your paid period runs to its end.',
        `Refunds follow our Refund Policy: requests are accepted only for technical issues within ${POLICY.refundWindowDays} calendar days of purchase, and there are no refunds for digital content once access is granted.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Availability and liability',
      paragraphs: [
        'We work hard to keep IC Universe running, but we cannot promise it will always be available or free of errors, and features may change. To the extent the law allows, our liability to you for any claim is limited to the amount you paid us in the twelve months before it.',
      ],
    },
    {
      id: 'law-and-grievances',
      heading: 'Governing law and grievances',
      paragraphs: [
        `These terms are governed by the laws of India. Raise any complaint with our Grievance Officer through the Report an Error page or the support options in your account; grievances are resolved within ${POLICY.grievanceDays} business days.`,
        'If we change these terms we update the effective date above and tell account holders about significant changes before they apply.',
      ],
    },
  ],
};
