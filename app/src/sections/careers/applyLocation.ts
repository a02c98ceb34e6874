// How a job reaches the apply page: the row passes the job itself as navigation state (no
// second fetch) and names it in ?id= too (paths.careersApply), so a reload or a shared link
// still finds it.
import type { JobView } from '@ic/domain';

export type ApplyState = { job?: JobView; id?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isStrings = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** History state survives reloads and can be old, so its job is checked before it is shown. */
function isJobView(value: unknown): value is JobView {
  return (
    isRecord(value) &&
    ['id', 'postDate', 'title', 'description', 'department', 'jobType'].every(
      (key) => typeof value[key] === 'string',
    ) &&
    typeof value.positions === 'number' &&
    isStrings(value.tasks) &&
    isStrings(value.skills)
  );
}

/** The job to apply for: its id from the address, else from the state; and the job if the state holds it. */
export function resolveApplyTarget(
  state: unknown,
  queryId: string | null,
): { id: string | undefined; job: JobView | undefined } {
  const record = isRecord(state) ? state : {};
  const stateJob = isJobView(record.job) ? record.job : undefined;
  const stateId = typeof record.id === 'string' ? record.id : stateJob?.id;
  const id = queryId?.trim() || stateId || undefined;
  return { id, job: stateJob && stateJob.id === id ? stateJob : undefined };
}
