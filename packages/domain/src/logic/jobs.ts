// Jobs on the client: the client's names for a served job (spec section 3) and the list filters.
import { DEPARTMENTS, JOB_TYPES } from '../constants/lists.ts';
import type { Job } from '../contracts/content.ts';
import type { JobView } from '../entities.ts';

/** The client's names for a served job; a missing position count means 1. */
export function toJobView(job: Job): JobView {
  return {
    id: job._id,
    postDate: job.createdAt,
    title: job.jobtitle,
    description: job.description,
    department: job.department,
    jobType: job.jobtypes,
    positions: job.position > 0 ? job.position : 1,
    tasks: job.tasks ?? [],
    skills: job.skills ?? [],
  };
}

/** The two list filters of the careers page; the first entry of each list means "any". */
export type JobFilter = { department: string; jobType: string };

export const ALL_DEPARTMENTS: string = DEPARTMENTS[0];
export const ALL_JOB_TYPES: string = JOB_TYPES[0];
export const DEFAULT_JOB_FILTER: JobFilter = {
  department: ALL_DEPARTMENTS,
  jobType: ALL_JOB_TYPES,
};

// Served values are typed by people (seed files, an admin), so case and stray spaces are ignored.
const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function matches(value: string, wanted: string, any: string): boolean {
  return sameLabel(wanted, any) || sameLabel(value, wanted);
}

/** The jobs in the chosen department and of the chosen type, in their served order. */
export function filterJobs<J extends Pick<JobView, 'department' | 'jobType'>>(
  jobs: readonly J[],
  filter: JobFilter,
): J[] {
  return jobs.filter(
    (job) =>
      matches(job.department, filter.department, ALL_DEPARTMENTS) &&
      matches(job.jobType, filter.jobType, ALL_JOB_TYPES),
  );
}
