import {
  formatDateTime,
  INBOX_KINDS,
  inboxStatusSchema,
  type InboxKind,
  type InboxStatus,
} from '@ic/domain';
import {
  Button,
  DataTable,
  Grid,
  Note,
  Section,
  Select,
  StatusBadge,
  Tabs,
  type DataTableColumn,
} from '@ic/ui';
import { useState } from 'react';
import { useStudioInbox, type InboxItem } from '../../../api/studio/inbox';
import { STUDIO_PAGE_SIZE } from '../../../api/studio/paging';
import { studioPaths } from '../../../paths';
import { useStudioMeta } from '../../../studio/useStudioMeta';
import { InboxItemDialog } from './InboxItemDialog';
import {
  firstLineOf,
  INBOX_TEXT,
  senderOf,
  statusLabelOf,
  STATUS_OPTIONS,
  topicOf,
} from './inboxText';

const columns = (kind: InboxKind): DataTableColumn<InboxItem>[] => [
  { id: 'from', header: 'From', cell: senderOf },
  { id: 'topic', header: kind === 'feedback' ? 'Subject' : 'Page', cell: topicOf },
  { id: 'message', header: 'First line', cell: firstLineOf },
  { id: 'sent', header: 'Sent', cell: (item) => formatDateTime(item.createdAt) },
  {
    id: 'status',
    header: 'Status',
    cell: (item) => <StatusBadge status={item.status} label={statusLabelOf(item)} />,
  },
];

type InboxListProps = { kind: InboxKind; status: InboxStatus | undefined };

/** One inbox's page of messages; a message opens in a dialog. */
function InboxList({ kind, status }: InboxListProps) {
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<InboxItem | null>(null);
  const { inbox, error, isLoading, refresh } = useStudioInbox(kind, status, page);

  async function changed(item: InboxItem) {
    setOpened(item);
    await refresh();
  }

  if (error) return <Note icon="alert">{INBOX_TEXT.loadFailed}</Note>;
  return (
    <>
      <DataTable
        caption={INBOX_TEXT.tabs[kind]}
        captionHidden
        columns={columns(kind)}
        rows={inbox?.items ?? []}
        rowKey={(item) => item.id}
        page={page}
        pageSize={STUDIO_PAGE_SIZE}
        total={inbox?.meta.total ?? 0}
        onPageChange={setPage}
        loading={isLoading}
        emptyTitle={INBOX_TEXT.empty}
        emptyHeadingLevel="h2"
        rowActions={(item) => (
          <Button size="sm" variant="outline" onClick={() => setOpened(item)}>
            {INBOX_TEXT.read}
          </Button>
        )}
      />
      <InboxItemDialog
        kind={kind}
        item={opened}
        onClose={() => setOpened(null)}
        onChanged={changed}
      />
    </>
  );
}

/** /studio/inbox (moderator): feedback and error reports by status, read, answered and closed. */
export function InboxPage() {
  useStudioMeta(studioPaths.studioInbox.title);
  const [status, setStatus] = useState<InboxStatus>();
  return (
    <Section title={studioPaths.studioInbox.title} headingLevel="h1" description={INBOX_TEXT.intro}>
      <Grid min="sm">
        <Select
          label={INBOX_TEXT.statusFilter}
          options={[{ value: '', label: INBOX_TEXT.allStatuses }, ...STATUS_OPTIONS]}
          value={status ?? ''}
          onChange={(event) => setStatus(inboxStatusSchema.safeParse(event.target.value).data)}
        />
      </Grid>
      <Tabs
        label={INBOX_TEXT.tabsLabel}
        items={INBOX_KINDS.map((kind) => ({
          value: kind,
          label: INBOX_TEXT.tabs[kind],
          // Keyed by the filter too: a new filter starts again at page 1.
          content: <InboxList key={`${kind}-${status ?? ''}`} kind={kind} status={status} />,
        }))}
      />
    </Section>
  );
}
