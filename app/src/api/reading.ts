// The reader's reports (POST /api/reading/open and /heartbeat): the server counts a child's
// minutes from them and answers whether the chapter may go on being read.
import type { ReadingStatus } from '@ic/domain';
import { apiPost } from './client';

export function openChapter(chapterId: string): Promise<ReadingStatus> {
  return apiPost<ReadingStatus>('/api/reading/open', { chapterId }, { bearer: true });
}

export function sendHeartbeat(chapterId: string, page: number): Promise<ReadingStatus> {
  return apiPost<ReadingStatus>('/api/reading/heartbeat', { chapterId, page }, { bearer: true });
}
