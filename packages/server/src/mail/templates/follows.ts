import type { Language } from '@ic/domain';
import { mailWords } from '../i18n.ts';
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
  /** The follower's language (the account's). */
  language: Language;
}

/** To a follower who allows mail: a series they follow has a new chapter. */
export function newChapterMail(input: NewChapterMailInput): MailContent {
  const { t } = mailWords(input.language);
  const { comicTitle, chapterTitle } = input;
  const number = String(input.number);
  return {
    to: input.to,
    language: input.language,
    subject: t('mail.newChapter.subject', { comicTitle, number, chapterTitle }),
    greet: input.name,
    body: [
      t('mail.newChapter.intro', { comicTitle }),
      {
        facts: [
          [t('mail.newChapter.series'), comicTitle],
          [
            t('mail.newChapter.chapter'),
            t('mail.newChapter.chapterValue', { number, chapterTitle }),
          ],
        ],
      },
      { action: t('mail.newChapter.action'), href: input.readLink },
      { note: t('mail.newChapter.why') },
      { action: t('mail.newChapter.account'), href: input.settingsLink, secondary: true },
    ],
  };
}
