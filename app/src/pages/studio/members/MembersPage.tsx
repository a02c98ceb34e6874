import type { StudioAccount } from '@ic/domain';
import {
  DataTable,
  Note,
  Section,
  StatusBadge,
  TextField,
  TextLink,
  type DataTableColumn,
} from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useMemberSearch } from '../../../api/studio/members';
import { studioPaths } from '../../../paths';
import { rolesText } from '../../../studio/roles';
import { useStudioMeta } from '../../../studio/useStudioMeta';

export const MEMBERS_TEXT = {
  intro: 'Find a member by the start of their email or username.',
  search: 'Email or username',
  caption: 'Accounts found',
  prompt: 'Type an email or a username to search',
  none: 'No account starts with that',
  loadFailed: 'The search did not work. Try again in a moment.',
} as const;

const COLUMNS: DataTableColumn<StudioAccount>[] = [
  {
    id: 'email',
    header: 'Email',
    cell: (account) => (
      <TextLink href={studioPaths.studioMember.href(account.userId)}>{account.email}</TextLink>
    ),
  },
  { id: 'username', header: 'Username', cell: (account) => account.username },
  { id: 'name', header: 'Name', cell: (account) => account.name },
  {
    id: 'status',
    header: 'Account',
    cell: (account) =>
      account.status === 'suspended' ? <StatusBadge status="suspended" /> : 'Active',
  },
  { id: 'roles', header: 'Staff roles', cell: (account) => rolesText(account.roles) },
];

/** /studio/members (support, admin): the search lives in ?q=, so a result can be shared and reloaded. */
export function MembersPage() {
  useStudioMeta(studioPaths.studioMembers.title);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { accounts, error, isLoading } = useMemberSearch(q);
  const found = accounts ?? [];
  return (
    <Section
      title={studioPaths.studioMembers.title}
      headingLevel="h1"
      description={MEMBERS_TEXT.intro}
    >
      <TextField
        label={MEMBERS_TEXT.search}
        type="search"
        value={q}
        onChange={(event) =>
          setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
        }
      />
      <Section title="Search results" headingLevel="h2" spacing="sm">
        {error ? (
          <Note icon="alert">{MEMBERS_TEXT.loadFailed}</Note>
        ) : (
          <DataTable
            caption={MEMBERS_TEXT.caption}
            captionHidden
            columns={COLUMNS}
            rows={found}
            rowKey={(account) => account.userId}
            page={1}
            pageSize={Math.max(found.length, 1)}
            total={found.length}
            onPageChange={() => undefined}
            loading={isLoading}
            emptyTitle={q.trim() ? MEMBERS_TEXT.none : MEMBERS_TEXT.prompt}
          />
        )}
      </Section>
    </Section>
  );
}
