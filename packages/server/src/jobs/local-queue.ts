import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  countsByName,
  retryDelayMs,
  type JobCounts,
  type JobQueue,
  type QueueSpec,
  type SendOptions,
} from './queue.ts';

interface Definition {
  spec: QueueSpec;
  run: (data: object) => Promise<void>;
}

export interface LocalQueueOptions {
  /** How often stored jobs that came due are looked for (a send wakes the runner at once). */
  pollMs?: number;
}

/**
 * The job runner of the embedded database, where one process owns the database: jobs are rows
 * of `local_jobs` (so they survive a crash like pg-boss's do), run one at a time in this
 * process, retried with pg-boss's delays. Periodic jobs are sent at start and then every
 * `everyMinutes`.
 */
export class LocalJobQueue implements JobQueue {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  readonly #definitions = new Map<string, Definition>();
  readonly #timers: NodeJS.Timeout[] = [];
  /** The runner's one chain of work: each wake-up drains what is due after the previous one. */
  #work: Promise<void> = Promise.resolve();
  #running = false;

  constructor(db: Db, log: FastifyBaseLogger, options: LocalQueueOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.#pollMs = options.pollMs ?? 1000;
  }

  define<T extends object>(spec: QueueSpec, run: (data: T) => Promise<void>): void {
    this.#definitions.set(spec.name, { spec, run: run as (data: object) => Promise<void> });
  }

  async start(): Promise<void> {
    // One process owns the embedded database: a job left active was cut off by a crash.
    await this.#db
      .updateTable('local_jobs')
      .set({ state: 'created' })
      .where('state', '=', 'active')
      .execute();
    this.#running = true;
    for (const { spec } of this.#definitions.values()) {
      if (spec.everyMinutes === undefined) continue;
      await this.send(spec.name, {});
      const timer = setInterval(() => {
        this.send(spec.name, {}).catch((err: unknown) =>
          this.#log.error({ err, job: spec.name }, 'periodic job not queued'),
        );
      }, spec.everyMinutes * 60_000);
      timer.unref();
      this.#timers.push(timer);
    }
    const poll = setInterval(() => void this.#wake(), this.#pollMs);
    poll.unref();
    this.#timers.push(poll);
    void this.#wake();
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<void> {
    const definition = this.#definitions.get(name);
    if (!definition) throw new Error(`No job named ${name}`);
    const db = options.within ?? this.#db;
    if (definition.spec.everyMinutes !== undefined) {
      const waiting = await db
        .selectFrom('local_jobs')
        .select('id')
        .where('name', '=', name)
        .where('state', '=', 'created')
        .executeTakeFirst();
      if (waiting) return;
    }
    const now = new Date();
    await db
      .insertInto('local_jobs')
      .values({
        id: randomUUID(),
        name,
        data: JSON.stringify(data),
        state: 'created',
        start_after: options.startAfter ?? now,
        last_error: null,
        created_at: now,
      })
      .execute();
    if (!options.within) void this.#wake();
  }

  settled(): Promise<void> {
    return this.#wake();
  }

  async counts(): Promise<Map<string, JobCounts>> {
    const rows = await this.#db
      .selectFrom('local_jobs')
      .select(['name', 'state', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy(['name', 'state'])
      .execute();
    return countsByName([...this.#definitions.keys()], rows, ['created', 'active']);
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#timers.forEach((timer) => clearInterval(timer));
    await this.#work;
  }

  #wake(): Promise<void> {
    this.#work = this.#work
      .then(() => this.#drain())
      .catch((err: unknown) => this.#log.error({ err }, 'the job runner stumbled'));
    return this.#work;
  }

  async #drain(): Promise<void> {
    while (this.#running) {
      const job = await this.#claim();
      if (!job) return;
      await this.#runJob(job);
    }
  }

  async #claim() {
    return this.#db
      .updateTable('local_jobs')
      .set({ state: 'active' })
      .where(
        'id',
        '=',
        this.#db
          .selectFrom('local_jobs')
          .select('id')
          .where('state', '=', 'created')
          .where('start_after', '<=', new Date())
          .where('name', 'in', [...this.#definitions.keys()])
          .orderBy('start_after')
          .limit(1),
      )
      .returning(['id', 'name', 'data', 'retry_count'])
      .executeTakeFirst()
      .catch((err: unknown) => {
        // The database may be closing under a last poll; the job stays for the next start.
        this.#log.error({ err }, 'could not look for due jobs');
        return undefined;
      });
  }

  async #runJob(job: { id: string; name: string; data: unknown; retry_count: number }) {
    const definition = this.#definitions.get(job.name);
    if (!definition) return;
    try {
      await definition.run(job.data as object);
      await this.#db.deleteFrom('local_jobs').where('id', '=', job.id).execute();
    } catch (err) {
      const retry = job.retry_count + 1;
      const failed = retry > definition.spec.retryLimit;
      this.#log.error({ err, job: job.name, retry, failed }, 'job failed');
      await this.#db
        .updateTable('local_jobs')
        .set({
          state: failed ? 'failed' : 'created',
          retry_count: retry,
          start_after: new Date(Date.now() + retryDelayMs(definition.spec, retry)),
          last_error: err instanceof Error ? err.message : String(err),
        })
        .where('id', '=', job.id)
        .execute();
    }
  }
}
