import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { BossJobQueue } from './boss-queue.ts';
import { LocalJobQueue } from './local-queue.ts';
import type { JobQueue } from './queue.ts';

export type { JobCounts, JobQueue, QueueSpec, SendOptions } from './queue.ts';

export interface JobQueueOptions {
  databaseUrl: string | undefined;
  /** How often stored jobs are looked for, in seconds (pg-boss allows no less than 0.5). */
  pollSeconds?: number;
}

/** pg-boss when the database is PostgreSQL; the in-process runner on the embedded database. */
export function createJobQueue(db: Db, log: FastifyBaseLogger, options: JobQueueOptions): JobQueue {
  const { databaseUrl, pollSeconds } = options;
  if (databaseUrl) return new BossJobQueue(databaseUrl, db, log, { pollSeconds });
  return new LocalJobQueue(db, log, { pollMs: (pollSeconds ?? 1) * 1000 });
}
