import { DEFAULT_JOB_FILTER, filterJobs, type JobFilter } from '@ic/domain';
import {
  Button,
  JobFilters,
  JobList,
  JobListSkeleton,
  Section,
  Stack,
  WhileScripted,
  WithoutScript,
  useT,
  type JobOpenHandler,
} from '@ic/ui';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useJobs } from '../../api/careers';
import { paths } from '../../paths';
import type { ApplyState } from '../../sections/careers/applyLocation';

/** A click the router should take over: the main button, no modifier asking for a new tab or window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && !modified && !event.defaultPrevented;
}

/** Opens the apply page with the job in the navigation state, so it shows without a second fetch. */
function useOpenJob(): JobOpenHandler {
  const navigate = useNavigate();
  return (job, event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const state: ApplyState = { job };
    void navigate(paths.careersApply.href(job.id), { state });
  };
}

/**
 * The job list with its department and job type filters. Skeletons stay until `revealed` (the
 * page's 2.4 s) and the jobs have arrived; a failed fetch was logged and leaves the list empty,
 * so it says 'No jobs available'.
 */
export function OpenJobs({ revealed }: { revealed: boolean }) {
  const t = useT();
  const { jobs, isLoading } = useJobs();
  const [filter, setFilter] = useState<JobFilter>(DEFAULT_JOB_FILTER);
  const openJob = useOpenJob();
  const ready = revealed && !isLoading;
  const shown = filterJobs(jobs, filter);
  const filtered = jobs.length > 0 && shown.length === 0;

  return (
    <Section title={t('careers.jobs.title')} description={t('careers.jobs.description')}>
      <Stack gap="lg">
        <JobFilters value={filter} onChange={setFilter} count={ready ? shown.length : undefined} />
        {ready ? (
          <JobList
            jobs={shown}
            hrefFor={(job) => paths.careersApply.href(job.id)}
            onOpen={openJob}
            emptyMessage={filtered ? t('careers.jobs.noMatch') : undefined}
            emptyAction={
              filtered && (
                <Button variant="outline" onClick={() => setFilter(DEFAULT_JOB_FILTER)}>
                  {t('careers.jobs.showAll')}
                </Button>
              )
            }
          />
        ) : (
          <>
            <WhileScripted>
              <JobListSkeleton />
            </WhileScripted>
            {jobs.length > 0 && (
              <WithoutScript>
                <JobList jobs={jobs} hrefFor={(job) => paths.careersApply.href(job.id)} />
              </WithoutScript>
            )}
          </>
        )}
      </Stack>
    </Section>
  );
}
