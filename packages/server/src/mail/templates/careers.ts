import type { MailContent } from './layout.ts';

export interface ApplicationReceivedInput {
  to: string;
  name: string;
  jobTitle: string;
  /** The careers page, for other openings. */
  careersLink: string;
  receivedAt: string;
}

/** To the applicant: the careers page promises a reply mail, and this is its first part. */
export function applicationReceivedMail(input: ApplicationReceivedInput): MailContent {
  return {
    to: input.to,
    subject: `We received your application: ${input.jobTitle}`,
    greet: input.name,
    body: [
      `Thank you for applying to IC Universe. Your application for ${input.jobTitle} reached our ` +
        'hiring team, who read every one.',
      {
        facts: [
          ['Role', input.jobTitle],
          ['Received', input.receivedAt],
        ],
      },
      'We will write to you at this address once the team has reviewed it. Meanwhile, see what ' +
        'else is open.',
      { action: 'See the open roles', href: input.careersLink },
      {
        note: 'If you did not apply, ignore this mail, or reply and we will delete the application.',
      },
    ],
  };
}
