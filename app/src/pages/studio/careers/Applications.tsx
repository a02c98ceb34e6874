import {
  APPLICATION_STATUSES,
  EDITORIAL_MESSAGES,
  formatDateTime,
  type ApplicationStatus,
  type JobApplicationEntry,
  type StudioJob,
} from '@ic/domain';
import { DataTable, Note, Section, Select, TextLink, useToast, type DataTableColumn } from '@ic/ui';
import {
  applicationsCsvUrl,
  setApplicationStatus,
  useJobApplications,
} from '../../../api/studio/careers';

const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};

/** One job's applications: who, when, and a status that saves as it is chosen; CSV export. */
export function Applications({ job }: { job: StudioJob }) {
  const { applications, error, isLoading, refresh } = useJobApplications(job._id);
  const toast = useToast();

  async function move(entry: JobApplicationEntry, status: ApplicationStatus) {
    await setApplicationStatus(entry._id, status);
    await refresh();
    toast.show({ title: EDITORIAL_MESSAGES.applicationSaved, tone: 'success' });
  }

  const columns: DataTableColumn<JobApplicationEntry>[] = [
    { id: 'name', header: 'Name', cell: (entry) => entry.name },
    { id: 'email', header: 'Email', cell: (entry) => entry.email },
    { id: 'phone', header: 'Phone', cell: (entry) => entry.phone },
    { id: 'applied', header: 'Applied', cell: (entry) => formatDateTime(entry.createdAt) },
    {
      id: 'status',
      header: 'Status',
      cell: (entry) => (
        <Select
          label={`Status of ${entry.name}`}
          labelHidden
          value={entry.status}
          options={APPLICATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          onChange={(event) => void move(entry, event.target.value as ApplicationStatus)}
        />
      ),
    },
  ];

  return (
    <Section
      title={`Applications: ${job.jobtitle}`}
      headingLevel="h2"
      spacing="sm"
      action={
        <TextLink href={applicationsCsvUrl(job._id)} variant="button">
          Export CSV
        </TextLink>
      }
    >
      {error ? (
        <Note icon="alert">The applications could not load. Reload the page to try again.</Note>
      ) : (
        <DataTable
          caption={`Applications for ${job.jobtitle}`}
          captionHidden
          columns={columns}
          rows={applications ?? []}
          rowKey={(entry) => entry._id}
          page={1}
          pageSize={Math.max(applications?.length ?? 0, 1)}
          total={applications?.length ?? 0}
          onPageChange={() => undefined}
          loading={isLoading}
          emptyTitle="No applications yet"
        />
      )}
    </Section>
  );
}
