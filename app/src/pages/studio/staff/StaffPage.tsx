import { formatDateTime, type StaffMember } from '@ic/domain';
import { DataTable, Note, Section, StatusBadge, type DataTableColumn } from '@ic/ui';
import { useState } from 'react';
import { useStaff } from '../../../api/studio/staff';
import { studioPaths } from '../../../paths';
import { rolesText } from '../../../studio/roles';
import { useStudioMeta } from '../../../studio/useStudioMeta';
import { InviteStaffForm } from './InviteStaffForm';
import { StaffRowActions } from './StaffRowActions';

export const STAFF_TEXT = {
  intro: 'Everyone holding a studio role. An invitation mails a link to set a password.',
  caption: 'Staff members',
  loadFailed: 'The staff could not load. Reload the page to try again.',
} as const;

const PAGE_SIZE = 20;

const COLUMNS: DataTableColumn<StaffMember>[] = [
  { id: 'email', header: 'Email', cell: (member) => member.email },
  { id: 'name', header: 'Name', cell: (member) => member.name },
  { id: 'roles', header: 'Roles', cell: (member) => rolesText(member.roles) },
  {
    id: 'status',
    header: 'Account',
    cell: (member) =>
      member.status === 'suspended' ? <StatusBadge status="suspended" /> : 'Active',
  },
  {
    id: 'since',
    header: 'Staff since',
    cell: (member) =>
      formatDateTime(member.grants.map((g) => g.grantedAt).sort()[0] ?? member.createdAt),
  },
];

/** /studio/staff (admin): the list is small, so it is paged here rather than by the server. */
export function StaffPage() {
  useStudioMeta(studioPaths.studioStaff.title);
  const { staff, error, isLoading, refresh } = useStaff();
  const [page, setPage] = useState(1);
  const rows = (staff ?? []).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Section title={studioPaths.studioStaff.title} headingLevel="h1" description={STAFF_TEXT.intro}>
      {error ? (
        <Note icon="alert">{STAFF_TEXT.loadFailed}</Note>
      ) : (
        <DataTable
          caption={STAFF_TEXT.caption}
          captionHidden
          columns={COLUMNS}
          rows={rows}
          rowKey={(member) => member.userId}
          page={page}
          pageSize={PAGE_SIZE}
          total={staff?.length ?? 0}
          onPageChange={setPage}
          loading={isLoading}
          rowActions={(member) => <StaffRowActions member={member} onChanged={refresh} />}
        />
      )}
      <InviteStaffForm onInvited={refresh} />
    </Section>
  );
}
