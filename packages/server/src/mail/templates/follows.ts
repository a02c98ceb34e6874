import type { MailContent } from './layout.ts';

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

/** To a follower who allows mail: a series they follow has a new chapter. */
export function newChapterMail(input: NewChapterMailInput): MailContent {
  return {
    to: input.to,
    subject: `New in ${input.comicTitle}: Chapter ${input.number}, ${input.chapterTitle}`,
    greet: input.name,
    body: [
      `${input.comicTitle}, a series you follow, has a new chapter.`,
      {
        facts: [
          ['Series', input.comicTitle],
          ['Chapter', `${input.number}: ${input.chapterTitle}`],
        ],
      },
      { action: 'Read the chapter', href: input.readLink },
      {
        note:
          'You get these mails because you follow the series and allow mail from us. Turn them ' +
          'off with the newsletter switch in your account.',
      },
      { action: 'Your account', href: input.settingsLink, secondary: true },
    ],
  };
}
