import type { Db } from '../db/database.ts';

/**
 * A kind of job: how its failures are retried (pg-boss's queue options, which the in-process
 * runner follows too) and, for periodic work, how often it runs.
 */
export interface QueueSpec {
  name: string;
  /** Retries after the first failure before the job is failed for good. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelaySeconds: number;
  /** Doubles the delay at each further retry. */
  retryBackoff: boolean;
  /**
   * Runs every so many minutes (1–59, or whole hours), once across instances, and once at start.
   * At most one such job waits at a time: a second one sent while one waits is dropped.
   */
  everyMinutes?: number;
}

export interface SendOptions {
  /** Not before this instant. */
  startAfter?: Date;
  /** Stored in this transaction: the job exists exactly when the transaction's writes do. */
  within?: Db;
}

export interface JobCounts {
  /** Waiting to run, including retries and jobs running now. */
  queued: number;
  /** Out of retries. */
  failed: number;
}

/**
 * Work that must happen once, after a request or on a clock, whichever instance does it: a job
 * is stored before `send` resolves, so it survives a crash, and runs on one instance, retried on
 * failure. pg-boss on PostgreSQL; the in-process runner on the embedded database.
 */
export interface JobQueue {
  /** Declares a kind of job and the function that runs one. Before start. */
  define<T extends object>(spec: QueueSpec, run: (data: T) => Promise<void>): void;
  start(): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Resolves once no job that is due is waiting or running (tests; a drain before checks). */
  settled(): Promise<void>;
  /** Each defined kind of job's counts, by name (for the metrics). */
  counts(): Promise<Map<string, JobCounts>>;
  /** Stops taking jobs and waits for those running; the rest stay stored for the next start. */
  stop(): Promise<void>;
}

/** The delay before retry number `retry` (1 for the first). */
export function retryDelayMs(spec: QueueSpec, retry: number): number {
  const factor = spec.retryBackoff ? 2 ** (retry - 1) : 1;
  return spec.retryDelaySeconds * factor * 1000;
}

/** A cron expression for `everyMinutes` (pg-boss schedules by cron, at minute granularity). */
export function cronEvery(minutes: number): string {
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60) return `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && hours <= 24) return `0 */${hours} * * *`;
  throw new Error(`everyMinutes must be 1–59 or whole hours up to 24, not ${minutes}`);
}

/** Folds rows of (name, state, count) into counts per name; `waiting` are the queued states. */
export function countsByName(
  names: string[],
  rows: { name: string; state: string; count: string | number }[],
  waiting: string[],
): Map<string, JobCounts> {
  const counts = new Map(names.map((name) => [name, { queued: 0, failed: 0 }]));
  for (const row of rows) {
    const entry = counts.get(row.name);
    if (!entry) continue;
    if (waiting.includes(row.state)) entry.queued += Number(row.count);
    if (row.state === 'failed') entry.failed += Number(row.count);
  }
  return counts;
}
