// Editors: jobs and their applications.
import type { ApplicationStatus, JobApplicationEntry, JobDraft, StudioJob } from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiPatch, apiPost, apiPut, apiUrl } from '../client';

export const STUDIO_JOBS_PATH = '/api/studio/jobs';
const jobPath = (id: string) => `${STUDIO_JOBS_PATH}/${encodeURIComponent(id)}`;

export function useStudioJobs() {
  const { data, error, isLoading, mutate } = useSWR(STUDIO_JOBS_PATH, () =>
    apiGet<StudioJob[]>(STUDIO_JOBS_PATH),
  );
  return { jobs: data, error: error as unknown, isLoading, refresh: () => mutate() };
}

export function saveJob(id: string | undefined, job: JobDraft): Promise<StudioJob> {
  return id ? apiPut<StudioJob>(jobPath(id), job) : apiPost<StudioJob>(STUDIO_JOBS_PATH, job);
}

/** Closes a job (it leaves /careers) or reopens it. */
export function setJobClosed(id: string, closed: boolean): Promise<StudioJob> {
  return apiPost<StudioJob>(`${jobPath(id)}/${closed ? 'close' : 'reopen'}`);
}

export function useJobApplications(jobId: string | undefined) {
  const path = jobId ? `${jobPath(jobId)}/applications` : null;
  const { data, error, isLoading, mutate } = useSWR(path, () =>
    apiGet<JobApplicationEntry[]>(path ?? ''),
  );
  return { applications: data, error: error as unknown, isLoading, refresh: () => mutate() };
}

export function setApplicationStatus(id: string, status: ApplicationStatus) {
  return apiPatch<JobApplicationEntry>(`/api/studio/applications/${encodeURIComponent(id)}`, {
    status,
  });
}

/** Where the browser downloads a job's applications as CSV. */
export function applicationsCsvUrl(jobId: string): string {
  return apiUrl(`${jobPath(jobId)}/applications.csv`);
}
