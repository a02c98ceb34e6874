import { formatDateTime, formatRupees, STUDIO_MESSAGES, type ContributorEntry } from '@ic/domain';
import { DataTable, Note, Section, useToast, type DataTableColumn } from '@ic/ui';
import { useState } from 'react';
import { setContributorName, useStudioContributors } from '../../../api/studio/contributors';
import { STUDIO_PAGE_SIZE } from '../../../api/studio/paging';
import { studioPaths } from '../../../paths';
import { ReasonDialog } from '../../../studio/ReasonDialog';
import { useStudioMeta } from '../../../studio/useStudioMeta';

export const CONTRIBUTORS_TEXT = {
  intro:
    'Paid donations with the name each donor gave. A hidden name shows as Anonymous on Support Us.',
  caption: 'Donations',
  anonymous: 'Anonymous (chose no name)',
  hidden: (reason: string) => `Hidden: ${reason}`,
  shown: 'Shown',
  hide: 'Hide name',
  show: 'Show name',
  hideDescription: 'Support Us will show this donation as Anonymous. Say why.',
  showDescription: 'Support Us will show the name again. Say why.',
  loadFailed: 'The donations could not load. Reload the page to try again.',
  empty: 'No paid donations yet',
} as const;

const COLUMNS: DataTableColumn<ContributorEntry>[] = [
  {
    id: 'name',
    header: 'Name given',
    cell: (row) => row.displayName || CONTRIBUTORS_TEXT.anonymous,
  },
  {
    id: 'shown',
    header: 'On Support Us',
    cell: (row) =>
      row.hiddenReason ? CONTRIBUTORS_TEXT.hidden(row.hiddenReason) : CONTRIBUTORS_TEXT.shown,
  },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatRupees(row.amount) },
  { id: 'email', header: 'Email', cell: (row) => row.email ?? '' },
  { id: 'paidAt', header: 'Paid', cell: (row) => formatDateTime(row.paidAt) },
];

/** /studio/contributors (moderator): hide a rude name from Support Us, or show it again. */
export function ContributorsPage() {
  useStudioMeta(studioPaths.studioContributors.title);
  const [page, setPage] = useState(1);
  const { contributors, error, isLoading, refresh } = useStudioContributors(page);
  const toast = useToast();

  async function change(row: ContributorEntry, visible: boolean, reason: string) {
    await setContributorName(row.donationId, visible, reason);
    await refresh();
    toast.show({
      title: visible ? STUDIO_MESSAGES.nameShown : STUDIO_MESSAGES.nameHidden,
      tone: 'success',
    });
  }

  return (
    <Section
      title={studioPaths.studioContributors.title}
      headingLevel="h1"
      description={CONTRIBUTORS_TEXT.intro}
    >
      <Section title="Paid donations" headingLevel="h2" spacing="sm">
        {error ? (
          <Note icon="alert">{CONTRIBUTORS_TEXT.loadFailed}</Note>
        ) : (
          <DataTable
            caption={CONTRIBUTORS_TEXT.caption}
            captionHidden
            columns={COLUMNS}
            rows={contributors?.items ?? []}
            rowKey={(row) => row.donationId}
            page={page}
            pageSize={STUDIO_PAGE_SIZE}
            total={contributors?.meta.total ?? 0}
            onPageChange={setPage}
            loading={isLoading}
            emptyTitle={CONTRIBUTORS_TEXT.empty}
            rowActions={(row) =>
              !row.displayName ? null : row.hiddenReason ? (
                <ReasonDialog
                  action={CONTRIBUTORS_TEXT.show}
                  description={CONTRIBUTORS_TEXT.showDescription}
                  onConfirm={(reason) => change(row, true, reason)}
                />
              ) : (
                <ReasonDialog
                  action={CONTRIBUTORS_TEXT.hide}
                  description={CONTRIBUTORS_TEXT.hideDescription}
                  variant="danger"
                  onConfirm={(reason) => change(row, false, reason)}
                />
              )
            }
          />
        )}
      </Section>
    </Section>
  );
}
