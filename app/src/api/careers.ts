import {
  toJobView,
  type Job,
  type JobApplication,
  type JobApplicationReceipt,
  type JobView,
} from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiPost } from './client';
import { logged } from './log';

export const JOBS_KEY = '/career/getall';

/** The open jobs, renamed to the client's names (spec section 3). */
export function getJobs(): Promise<JobView[]> {
  return logged('load the jobs', async () => (await apiGet<Job[]>(JOBS_KEY)).map(toJobView));
}

/** A failure is logged and the list is empty, so the page says 'No jobs available' (spec section 8). */
export function useJobs() {
  const { data, error, isLoading } = useSWR(JOBS_KEY, getJobs);
  return { jobs: error ? [] : (data ?? []), isLoading, error: error as unknown };
}

export function jobPath(id: string): string {
  return `/career/get/${encodeURIComponent(id)}`;
}

export function getJob(id: string): Promise<JobView> {
  return logged(`load the job ${id}`, async () => toJobView(await apiGet<Job>(jobPath(id))));
}

/** One job, for the apply page opened by link or reload (`?id=`); a failure is logged. */
export function useJob(id: string | undefined) {
  const key = id ? (['job', id] as const) : null;
  const { data, error, isLoading } = useSWR(key, ([, jobId]) => getJob(jobId));
  return { job: data, isLoading, error: error as unknown };
}

export const APPLY_PATH = '/api/careers/apply';

/** The application's fields and its CV as one multipart body. */
function withCv(application: JobApplication, cv: File): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(application)) {
    if (value !== undefined) form.set(field, value);
  }
  form.set('cv', cv);
  return form;
}

/**
 * Sends an application (checked with the domain's schema), as JSON, or as multipart with a CV;
 * the server answers 201 with its id.
 */
export async function applyForJob(application: JobApplication, cv?: File): Promise<string> {
  const body = cv ? withCv(application, cv) : application;
  const { applicationId } = await apiPost<JobApplicationReceipt>(APPLY_PATH, body);
  return applicationId;
}
