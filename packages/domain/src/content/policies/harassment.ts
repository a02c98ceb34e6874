import { POLICY } from '../../constants/policy.ts';
import type { PolicyDocument } from './types.ts';

export const ANTI_HARASSMENT_POLICY: PolicyDocument = {
  slug: 'anti-harassment',
  title: 'Anti-Harassment Policy',
  description: 'How IC Universe prevents harassment, how to report it and how we act on reports.',
  effectiveDate: POLICY.effectiveDate,
  intro:
    'IC Universe is built by and for people who love stories. Everyone here, whether reader, creator, player or member of our team, deserves to take part without being threatened, demeaned or targeted. This policy says what we do not tolerate, how to report it and what happens next.',
  sections: [
    {
      id: 'scope',
      heading: 'Where this policy applies',
      paragraphs: [
        'It covers our website and apps, comments and community spaces, our official social media pages, events we run or take part in, and every interaction between our team and the people we work with.',
      ],
    },
    {
      id: 'what-is-harassment',
      heading: 'What counts as harassment',
      paragraphs: [
        'Harassment is unwelcome behaviour that intimidates, humiliates or excludes someone. It includes:',
      ],
      items: [
        'insults, slurs or threats, including about religion, caste, gender, sexuality, disability, region or language;',
        'sexual comments, images or advances;',
        'stalking, repeated unwanted contact or following someone across platforms;',
        "sharing someone's personal information or private images without consent;",
        'organising others to pile on or target a person.',
      ],
    },
    {
      id: 'reporting',
      heading: 'How to report',
      paragraphs: [
        'If you are harassed, or see someone else being harassed, report it through the Report an Error page or the support options in your account. Include what happened, where and when, and any links or screenshots you have. You can report on behalf of someone else, and you do not need to confront anyone first.',
      ],
    },
    {
      id: 'response-times',
      heading: 'What happens after a report',
      paragraphs: [
        `Harassment reports are acknowledged within ${POLICY.harassmentAckHours} hours and investigated within ${POLICY.harassmentInvestigationDays} working days. We look at the evidence, hear from the people involved where that is safe, and tell the person who reported the outcome as far as privacy allows.`,
        'Content that puts someone at immediate risk is taken down first and reviewed afterwards.',
      ],
    },
    {
      id: 'actions',
      heading: 'What we can do',
      paragraphs: [
        'Moderators may delete content violating policy. Depending on how serious and how repeated the behaviour is, we may also:',
      ],
      items: [
        'send a warning;',
        'limit posting or commenting for a period;',
        'suspend or permanently close the account;',
        "report the matter to the police when someone's safety is at risk or the law requires it.",
      ],
    },
    {
      id: 'young-people',
      heading: 'Protecting young readers',
      paragraphs: [
        `Reports involving anyone under ${POLICY.minimumIndependentAge} are handled first. Where a young reader is involved, we also inform the parent or guardian who approved the account.`,
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality and no retaliation',
      paragraphs: [
        'Reports are shared only with the people who need to act on them. Retaliating against anyone who makes a report, or helps with an investigation, is itself a breach of this policy. Knowingly false reports are also treated as a breach.',
      ],
    },
    {
      id: 'appeals',
      heading: 'Appeals and grievances',
      paragraphs: [
        `If you disagree with a decision, you can appeal to our Grievance Officer through the same channels. Grievances are resolved within ${POLICY.grievanceDays} business days.`,
      ],
    },
  ],
};
