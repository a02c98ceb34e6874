import type { ColumnType } from 'kysely';

// Tables of jobs (migration 012). Timestamps are timestamptz.
type Timestamp = ColumnType<Date, Date, Date>;

export type LocalJobState = 'created' | 'active' | 'failed';

/** A job of the in-process runner (the embedded database only; pg-boss has its own schema). */
export interface LocalJobsTable {
  id: string;
  name: string;
  data: ColumnType<unknown, string, string>;
  /** created: waiting for start_after; active: running; failed: out of retries, kept to look at. */
  state: LocalJobState;
  retry_count: ColumnType<number, number | undefined, number>;
  start_after: Timestamp;
  last_error: string | null;
  created_at: ColumnType<Date, Date, never>;
}

/** A membership mail already sent for one period (its end), so each goes once. */
export interface MembershipNoticesTable {
  user_id: string;
  kind: 'reminder' | 'ended';
  period_ends_at: Timestamp;
  sent_at: Timestamp;
}

export interface JobTables {
  local_jobs: LocalJobsTable;
  membership_notices: MembershipNoticesTable;
}
