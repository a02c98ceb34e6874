import { EDITORIAL_MESSAGES, formatDateTime, type StudioJob } from '@ic/domain';
import {
  Button,
  DataTable,
  Note,
  Section,
  Stack,
  StatusBadge,
  useToast,
  type DataTableColumn,
} from '@ic/ui';
import { useState } from 'react';
import { serverMessageOr } from '../../../api/client';
import { setJobClosed, useStudioJobs } from '../../../api/studio/careers';
import { studioPaths } from '../../../paths';
import { useStudioMeta } from '../../../studio/useStudioMeta';
import { Applications } from './Applications';
import { JobForm } from './JobForm';

export const CAREERS_TEXT = {
  intro: 'Jobs on /careers, and closed ones. Closing a job takes it off the site at once.',
  caption: 'Jobs',
  loadFailed: 'The jobs could not load. Reload the page to try again.',
  failed: 'That did not work. Try again in a moment.',
} as const;

const COLUMNS: DataTableColumn<StudioJob>[] = [
  { id: 'title', header: 'Job', cell: (job) => job.jobtitle },
  { id: 'department', header: 'Department', cell: (job) => job.department },
  {
    id: 'state',
    header: 'State',
    cell: (job) => <StatusBadge status={job.closedAt ? 'closed' : 'published'} />,
  },
  { id: 'posted', header: 'Posted', cell: (job) => formatDateTime(job.createdAt) },
  { id: 'applications', header: 'Applications', align: 'end', cell: (job) => job.applications },
];

/** /studio/careers (editor): post and close jobs, read each job's applications. */
export function CareersPage() {
  useStudioMeta(studioPaths.studioCareers.title);
  const { jobs, error, isLoading, refresh } = useStudioJobs();
  const [reading, setReading] = useState<string>();
  const toast = useToast();
  const chosen = jobs?.find((job) => job._id === reading);

  async function toggle(job: StudioJob) {
    try {
      await setJobClosed(job._id, !job.closedAt);
      await refresh();
      toast.show({
        title: job.closedAt ? EDITORIAL_MESSAGES.jobReopened : EDITORIAL_MESSAGES.jobClosed,
        tone: 'success',
      });
    } catch (failure) {
      toast.show({ title: serverMessageOr(failure, CAREERS_TEXT.failed), tone: 'error' });
    }
  }

  return (
    <Section
      title={studioPaths.studioCareers.title}
      headingLevel="h1"
      description={CAREERS_TEXT.intro}
    >
      <Stack gap="lg">
        {error ? (
          <Note icon="alert">{CAREERS_TEXT.loadFailed}</Note>
        ) : (
          <DataTable
            caption={CAREERS_TEXT.caption}
            captionHidden
            columns={COLUMNS}
            rows={jobs ?? []}
            rowKey={(job) => job._id}
            page={1}
            pageSize={Math.max(jobs?.length ?? 0, 1)}
            total={jobs?.length ?? 0}
            onPageChange={() => undefined}
            loading={isLoading}
            emptyTitle="No jobs yet"
            emptyHeadingLevel="h2"
            rowActions={(job) => (
              <Stack direction="row" gap="sm">
                <Button size="sm" variant="secondary" onClick={() => setReading(job._id)}>
                  {`Applications (${job.applications})`}
                </Button>
                <Button
                  size="sm"
                  variant={job.closedAt ? 'outline' : 'danger'}
                  onClick={() => void toggle(job)}
                >
                  {job.closedAt ? 'Reopen' : 'Close'}
                </Button>
              </Stack>
            )}
          />
        )}
        {chosen && <Applications job={chosen} />}
        <JobForm onSaved={refresh} />
      </Stack>
    </Section>
  );
}
