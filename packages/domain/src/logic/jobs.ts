// The client's names for a served job (spec section 3); a missing position count means 1.
import type { Job, JobView } from '../entities.ts';

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
