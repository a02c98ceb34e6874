// What runs when the app starts signed in and whenever the network comes back (loaded then,
// not with the page): progress recorded offline is sent, and every saved chapter is checked
// against the server, which removes those this reader may no longer read.
import { ApiError } from '../api/errors';
import { logFailure } from '../api/log';
import { chapterPagesPath, getChapterPages } from '../api/pages';
import { refreshProgress } from '../api/progress';
import { sendQueuedProgress } from './progressQueue';
import { refreshSaved, removeSaved } from './savedChapters';

/** The server's answers that close a chapter to this reader: signed out, refused, gone. */
const CLOSED = new Set([401, 403, 404]);

/**
 * Asks the pages answer of each saved chapter: the access decision of now (a membership that
 * ended, a guardian's lower rating or pause). A closed chapter is removed from this device, so
 * its members-only images stay nowhere; no answer (offline again) keeps it.
 */
export async function recheckSaved(user: string): Promise<string[]> {
  const removed: string[] = [];
  for (const saved of await refreshSaved(user)) {
    const { chapterId } = saved.chapterPages;
    try {
      await getChapterPages(chapterPagesPath(saved.comicId, chapterId));
    } catch (error) {
      if (!(error instanceof ApiError && CLOSED.has(error.status))) continue;
      await removeSaved(user, chapterId);
      removed.push(chapterId);
    }
  }
  return removed;
}

export async function catchUp(user: string): Promise<void> {
  try {
    if ((await sendQueuedProgress()) > 0) await refreshProgress();
    await recheckSaved(user);
  } catch (error) {
    logFailure('catch up with the server after reading offline', error);
  }
}
