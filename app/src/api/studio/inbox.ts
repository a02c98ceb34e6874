// Moderators: the feedback and error-report inboxes, by status and paged by the server, with a
// status change and a mailed reply per message.
import type { ErrorReportEntry, FeedbackMessage, InboxKind, InboxStatus } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiPatch, apiPost, apiUrl } from '../client';
import { STUDIO_PAGE_SIZE, type StudioPage } from './paging';

export const STUDIO_INBOX_PATH = '/api/studio/inbox';

/** A message in either inbox. */
export type InboxItem = FeedbackMessage | ErrorReportEntry;

const inboxPath = (kind: InboxKind) => `${STUDIO_INBOX_PATH}/${kind}`;
const itemPath = (kind: InboxKind, id: string) => `${inboxPath(kind)}/${encodeURIComponent(id)}`;

export function getStudioInbox(
  kind: InboxKind,
  status: InboxStatus | undefined,
  page: number,
): Promise<StudioPage<InboxItem>> {
  return apiGet<StudioPage<InboxItem>>(inboxPath(kind), {
    query: { status, page, limit: STUDIO_PAGE_SIZE },
  });
}

/** One page of one inbox; `status` undefined lists every status. */
export function useStudioInbox(kind: InboxKind, status: InboxStatus | undefined, page: number) {
  const key = apiUrl(inboxPath(kind), { status, page, limit: STUDIO_PAGE_SIZE });
  const { data, error, isLoading, mutate } = useSWR(key, () => getStudioInbox(kind, status, page), {
    keepPreviousData: true,
  });
  return { inbox: data, error: error as unknown, isLoading, refresh: () => mutate() };
}

/** Marks a message open, answered or closed; answers the message as it now is. */
export function setInboxStatus(kind: InboxKind, id: string, status: InboxStatus) {
  return apiPatch<InboxItem>(itemPath(kind, id), { status });
}

/** Mails a reply to whoever wrote (a 409 when they left no address); the message becomes answered. */
export function replyToInboxItem(kind: InboxKind, id: string, message: string) {
  return apiPost<InboxItem>(`${itemPath(kind, id)}/reply`, { message });
}

/** Hides a feedback entry that breaks the policy (with why), or shows it again. */
export function setFeedbackHidden(id: string, hidden: boolean, reason: string) {
  const action = hidden ? 'hide' : 'show';
  return apiPost<{ hiddenReason: string | null }>(`${itemPath('feedback', id)}/${action}`, {
    reason,
  });
}
