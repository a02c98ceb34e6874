import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { fromKysely, PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import {
  countsByName,
  cronEvery,
  type JobCounts,
  type JobQueue,
  type QueueSpec,
  type SendOptions,
} from './queue.ts';

interface Definition {
  spec: QueueSpec;
  run: (data: object) => Promise<void>;
}

export interface BossQueueOptions {
  /** How often each kind of job is polled for, at least 0.5 s (sends also wake workers by NOTIFY). */
  pollSeconds?: number;
}

/** pg-boss's own schema; its jobs table holds every queue's jobs. */
const SCHEMA = 'pgboss';

/**
 * Jobs in PostgreSQL through pg-boss: a job is a row claimed with SKIP LOCKED, so each runs on one
 * instance; its cron schedules fire once across instances; a failed job is retried with the
 * queue's delays; jobs an instance was running when it died are retried once they expire.
 */
export class BossJobQueue implements JobQueue {
  readonly #boss: PgBoss;
  readonly #db: Db;
  readonly #pollSeconds: number;
  readonly #definitions = new Map<string, Definition>();

  constructor(databaseUrl: string, db: Db, log: FastifyBaseLogger, options: BossQueueOptions = {}) {
    this.#boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      max: 4,
      useListenNotify: true,
      registerInstance: false,
    });
    // Unhandled, an 'error' event (the database restarting, say) would end the process.
    this.#boss.on('error', (err) => log.error({ err }, 'job queue error'));
    this.#db = db;
    this.#pollSeconds = options.pollSeconds ?? 2;
  }

  define<T extends object>(spec: QueueSpec, run: (data: T) => Promise<void>): void {
    this.#definitions.set(spec.name, { spec, run: run as (data: object) => Promise<void> });
  }

  async start(): Promise<void> {
    await this.#boss.start();
    for (const { spec, run } of this.#definitions.values()) {
      const options = {
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelaySeconds,
        retryBackoff: spec.retryBackoff,
        notify: true,
      };
      const periodic = spec.everyMinutes !== undefined;
      await this.#boss.createQueue(spec.name, {
        ...options,
        policy: periodic ? 'stately' : 'standard',
      });
      await this.#boss.updateQueue(spec.name, options);
      await this.#boss.work<object>(
        spec.name,
        {
          pollingIntervalSeconds: this.#pollSeconds,
          // NOTIFY wakes workers for new jobs, not for retries coming due: poll as often anyway.
          notifyPollingIntervalSeconds: this.#pollSeconds,
        },
        async ([job]) => {
          if (job) await run(job.data);
        },
      );
      if (spec.everyMinutes !== undefined) {
        await this.#boss.schedule(spec.name, cronEvery(spec.everyMinutes));
        await this.send(spec.name, {});
      }
    }
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<void> {
    await this.#boss.send(name, data, {
      ...(options.startAfter && { startAfter: options.startAfter }),
      ...(options.within && { db: fromKysely(options.within) }),
    });
  }

  async settled(): Promise<void> {
    const names = [...this.#definitions.keys()];
    for (;;) {
      const due = await sql<{ count: string }>`
        select count(*) as count from ${sql.table(`${SCHEMA}.job`)}
        where name in (${sql.join(names)}) and state in ('created', 'retry', 'active')
          and start_after <= now()
      `.execute(this.#db);
      if (Number(due.rows[0]?.count ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async counts(): Promise<Map<string, JobCounts>> {
    const { rows } = await sql<{ name: string; state: string; count: string }>`
      select name, state, count(*) as count from ${sql.table(`${SCHEMA}.job`)} group by name, state
    `.execute(this.#db);
    return countsByName([...this.#definitions.keys()], rows, ['created', 'retry', 'active']);
  }

  async stop(): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: 8000 });
  }
}
