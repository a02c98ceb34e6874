// Progress recorded with no network, kept in this browser until it can be sent: one entry per
// chapter (the latest place), each sent later with its own time, so the server's last-write-wins
// rule still orders it against the reader's other devices.
import type { ProgressSave } from '@ic/domain';
import { NetworkError } from '../api/errors';
import { saveProgress } from '../api/progress';

const KEY = 'reader:pendingProgress';
type Queue = Record<string, ProgressSave>;

function read(): Queue {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Queue) : {};
  } catch {
    return {};
  }
}

function write(queue: Queue): void {
  try {
    if (Object.keys(queue).length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(queue));
  } catch {
    // Not kept: the place reached offline is lost, the worst that can happen.
  }
}

/** Keeps a place that could not be sent; a later place of the same chapter replaces it. */
export function queueProgress(chapterId: string, place: ProgressSave): void {
  const queue = read();
  const before = queue[chapterId];
  if (before && Date.parse(before.at) > Date.parse(place.at)) return;
  write({ ...queue, [chapterId]: { ...place, finished: place.finished || !!before?.finished } });
}

/** The place queued for a chapter, if any (a saved chapter reopened offline resumes there). */
export function queuedProgress(chapterId: string): ProgressSave | undefined {
  return read()[chapterId];
}

/**
 * Sends every queued place; what fails for lack of network stays queued, what the server
 * refuses (the chapter closed meanwhile) is dropped. Resolves with how many were sent.
 */
export async function sendQueuedProgress(): Promise<number> {
  let sent = 0;
  for (const [chapterId, place] of Object.entries(read())) {
    try {
      await saveProgress(chapterId, place);
      sent += 1;
    } catch (error) {
      if (error instanceof NetworkError) return sent;
    }
    // Sent or refused: forgotten, unless a newer place arrived meanwhile.
    const { [chapterId]: now, ...rest } = read();
    if (now?.at === place.at) write(rest);
  }
  return sent;
}
