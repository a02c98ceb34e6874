import { formatDateTime, type AuditEntry } from '@ic/domain';
import { DataTable, Grid, Note, Section, TextField, type DataTableColumn } from '@ic/ui';
import { useState } from 'react';
import { useAuditLog, type AuditFilters } from '../../../api/studio/audit';
import { STUDIO_PAGE_SIZE } from '../../../api/studio/paging';
import { studioPaths } from '../../../paths';
import { useStudioMeta } from '../../../studio/useStudioMeta';

export const AUDIT_TEXT = {
  intro:
    'Every change made in the studio, newest first: who, what, when, and the state before and after.',
  caption: 'Audit entries',
  empty: 'No entries match these filters',
  loadFailed: 'The audit log could not load. Check the dates (YYYY-MM-DD) and try again.',
} as const;

const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: 'When', cell: (entry) => formatDateTime(entry.at) },
  { id: 'actor', header: 'Who', cell: (entry) => entry.actorEmail },
  { id: 'action', header: 'What', cell: (entry) => entry.action },
  { id: 'target', header: 'About', cell: (entry) => `${entry.targetKind} ${entry.targetId}` },
  { id: 'before', header: 'Before', cell: (entry) => json(entry.before) },
  { id: 'after', header: 'After', cell: (entry) => json(entry.after) },
];

const FILTERS: ReadonlyArray<{ key: keyof AuditFilters; label: string; type?: string }> = [
  { key: 'actor', label: 'Who (email)' },
  { key: 'action', label: 'What (e.g. staff.invite)' },
  { key: 'from', label: 'From (YYYY-MM-DD)', type: 'date' },
  { key: 'to', label: 'To (YYYY-MM-DD)', type: 'date' },
];

/** /studio/audit (admin): filtered and paged by the server. */
export function AuditLogPage() {
  useStudioMeta(studioPaths.studioAudit.title);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const { entries, error, isLoading } = useAuditLog(filters, page);
  const setFilter = (key: keyof AuditFilters, value: string) => {
    setFilters((current) => ({ ...current, [key]: value.trim() || undefined }));
    setPage(1);
  };
  return (
    <Section title={studioPaths.studioAudit.title} headingLevel="h1" description={AUDIT_TEXT.intro}>
      <Grid min="sm">
        {FILTERS.map(({ key, label, type }) => (
          <TextField
            key={key}
            label={label}
            type={type}
            value={filters[key] ?? ''}
            onChange={(event) => setFilter(key, event.target.value)}
          />
        ))}
      </Grid>
      <Section title="Entries" headingLevel="h2" spacing="sm">
        {error ? (
          <Note icon="alert">{AUDIT_TEXT.loadFailed}</Note>
        ) : (
          <DataTable
            caption={AUDIT_TEXT.caption}
            captionHidden
            columns={COLUMNS}
            rows={entries?.items ?? []}
            rowKey={(entry) => entry.id}
            page={page}
            pageSize={STUDIO_PAGE_SIZE}
            total={entries?.meta.total ?? 0}
            onPageChange={setPage}
            loading={isLoading}
            emptyTitle={AUDIT_TEXT.empty}
          />
        )}
      </Section>
    </Section>
  );
}
