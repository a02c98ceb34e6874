import { formatDateTime, INBOX_STATUSES, type FeedbackMessage, type InboxKind } from '@ic/domain';
import { STUDIO_STATUS_LABELS } from '@ic/ui';
import type { InboxItem } from '../../../api/studio/inbox';

export const INBOX_TEXT = {
  intro:
    'Feedback and error reports sent through the site, newest first. Open one to read it all, reply by mail or change its status.',
  tabsLabel: 'Inbox',
  tabs: { feedback: 'Feedback', 'error-reports': 'Error reports' } satisfies Record<
    InboxKind,
    string
  >,
  statusFilter: 'Status',
  allStatuses: 'Every status',
  read: 'Read',
  empty: 'No messages with this status',
  loadFailed: 'The inbox could not load. Reload the page to try again.',
  signedOut: 'Signed out, no address',
  noPage: 'No page given',
  errorReportTitle: 'Error report',
  status: 'Status',
  reply: 'Reply',
  replyHint: 'Mailed to the sender; the message becomes answered.',
  sendReply: 'Send reply',
  failed: 'That did not work. Try again in a moment.',
  hide: 'Hide feedback',
  show: 'Show feedback',
  hideDescription:
    'Hidden feedback stays here, marked with your reason, and the audit log keeps who hid it and why.',
  showDescription: 'The feedback is no longer marked hidden; the audit log keeps why.',
  hidden: 'Hidden',
  hiddenStatus: (status: string) => `${status}, hidden`,
} as const;

export const STATUS_OPTIONS = INBOX_STATUSES.map((status) => ({
  value: status,
  label: STUDIO_STATUS_LABELS[status],
}));

export const isFeedback = (item: InboxItem): item is FeedbackMessage => 'feedback' in item;

/** Who wrote, for the list: the name given, or the account's address for an error report. */
export const senderOf = (item: InboxItem) =>
  isFeedback(item) ? item.name : (item.email ?? INBOX_TEXT.signedOut);

/** Who wrote, in full: the address a reply goes to as well. */
const senderInFull = (item: InboxItem) =>
  isFeedback(item) ? `${item.name} <${item.email}>` : senderOf(item);

/** The status as the list shows it: hidden feedback says so beside its status. */
export const statusLabelOf = (item: InboxItem) =>
  isFeedback(item) && item.hiddenReason
    ? INBOX_TEXT.hiddenStatus(STUDIO_STATUS_LABELS[item.status])
    : undefined;

/** The feedback's subject, or the page an error was seen on. */
export const topicOf = (item: InboxItem) =>
  isFeedback(item) ? item.subject : (item.page ?? INBOX_TEXT.noPage);

/** The whole message as written. */
export const messageOf = (item: InboxItem) => (isFeedback(item) ? item.feedback : item.message);

/** The message's first non-empty line, for the list. */
export const firstLineOf = (item: InboxItem) =>
  messageOf(item)
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

/** The facts shown above the message in the item view, in order. */
export function factsOf(item: InboxItem): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ['From', senderInFull(item)],
    ['Sent', formatDateTime(item.createdAt)],
  ];
  if (isFeedback(item))
    return [
      ...facts,
      ['Subject', item.subject],
      ...(item.hiddenReason ? [[INBOX_TEXT.hidden, item.hiddenReason] as [string, string]] : []),
    ];
  return [
    ...facts,
    ['Page', item.page ?? INBOX_TEXT.noPage],
    ...(item.details ? [['Details', item.details] as [string, string]] : []),
    ...(item.userAgent ? [['Browser', item.userAgent] as [string, string]] : []),
  ];
}

export const titleOf = (item: InboxItem) =>
  isFeedback(item) ? item.subject : INBOX_TEXT.errorReportTitle;
