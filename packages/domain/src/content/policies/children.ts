import { POLICY } from '../../constants/policy.ts';
import { RATING_ITEMS } from './ratings.ts';
import type { PolicyDocument } from './types.ts';

const AGE = POLICY.minimumIndependentAge;

export const CHILDREN_PRIVACY_POLICY: PolicyDocument = {
  slug: 'children-privacy-policy',
  title: "Children's Privacy Policy",
  description: `How IC Universe protects readers under ${AGE} and what their parents can decide.`,
  effectiveDate: POLICY.effectiveDate,
  intro: `Many of our readers are young, and their parents trust us with them. This policy explains how we handle the personal data of anyone under ${AGE}, what parents and guardians control, and how to reach us. It adds to our Privacy Policy, which applies to everyone.`,
  sections: [
    {
      id: 'parental-consent',
      heading: 'Parental consent comes first',
      paragraphs: [
        `Anyone under ${AGE} needs parental consent to use an IC Universe account. When a younger reader signs up, we ask for a parent's or guardian's email address and send that parent a request. The account stays inactive, and the reader cannot sign in, until the parent approves it.`,
        `The minimum independent age is ${AGE}. From that age a reader manages their own account.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect from children',
      paragraphs: [
        "We collect only what the account needs to work: a name, username, date of birth, the parent's email address, the avatar the reader chooses and their reading progress. We do not ask children for a phone number, a home address or a photo of themselves.",
        "We never sell children's data, never show them targeted advertising and never build profiles of them for marketing.",
      ],
    },
    {
      id: 'parent-controls',
      heading: 'What parents can do',
      paragraphs: [`A parent or guardian of a reader under ${AGE} can:`],
      items: [
        'approve or decline registration of the account;',
        'monitor activity on the account, including what has been read and watched;',
        'set content restrictions, so the account sees only the ratings the parent allows;',
        'set time limits on how long the account can be used;',
        "request deletion of the account and all of the child's data at any time.",
      ],
    },
    {
      id: 'content-ratings',
      heading: 'Content ratings',
      paragraphs: [
        'Every title is rated so that parents can decide what their child sees. Parents can restrict an account to any of these ratings:',
      ],
      items: RATING_ITEMS,
    },
    {
      id: 'community-safety',
      heading: 'Keeping our community safe',
      paragraphs: [
        "Anything a child posts is checked against our community rules, and moderators may delete content violating policy. Children cannot exchange private messages with strangers on IC Universe, and we never publish a child's personal details.",
      ],
    },
    {
      id: 'security',
      heading: "How we protect children's data",
      paragraphs: [
        `Children's personal data is stored with ${POLICY.encryption} encryption and only a small number of trained staff can access it, each access being logged.`,
      ],
    },
    {
      id: 'deletion',
      heading: "Deleting a child's data",
      paragraphs: [
        `When a parent asks us to delete a child's data, child data deletion is done within ${POLICY.childDeletionDays} working days of the request. We confirm to the parent by email once it is complete.`,
        'If a parent declines a registration, or does not answer the consent request, the pending account and everything entered with it are deleted.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions and grievances',
      paragraphs: [
        `Parents can contact our Grievance Officer through the Report an Error page. Grievances about a child's data are resolved within ${POLICY.grievanceDays} days.`,
      ],
    },
  ],
};
