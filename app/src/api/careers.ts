import { toJobView, type Job, type JobView } from '@ic/domain';
import useSWR from 'swr';
import { apiGet } from './client';
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
