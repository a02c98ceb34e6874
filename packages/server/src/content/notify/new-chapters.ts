import { DEFAULT_LANGUAGE } from '@ic/domain';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { newChapterMail } from '../../mail/templates/index.ts';
import { chapterNotices } from '../../repositories/follows.ts';

/**
 * Tells the followers of each newly published chapter's series: each mail is queued as a job
 * (delivered and retried by the job runner, so a long list never holds the caller); the caller
 * awaits `mailer.settled()` before it exits. Returns how many mails were queued.
 */
export async function mailNewChapters(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  chapterIds: string[],
  now: Date,
): Promise<number> {
  const notices = await chapterNotices(db, chapterIds, now);
  for (const n of notices) {
    const reader = new URL(
      `/comicChap/${encodeURIComponent(n.comicId)}/chapters/pdfView`,
      publicUrl,
    );
    reader.searchParams.set('chapter', n.chapterId);
    await mailer.sendLater(
      newChapterMail({
        to: n.email,
        name: n.name,
        comicTitle: n.comicTitle,
        number: n.number,
        chapterTitle: n.title,
        readLink: reader.toString(),
        settingsLink: new URL('/my-account', publicUrl).toString(),
        language: n.language ?? DEFAULT_LANGUAGE,
      }),
    );
  }
  return notices.length;
}
