import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { createJobQueue, type JobQueue, type QueueSpec } from '../../src/jobs/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';

// The job queue's promises, on whichever backend the run has: the in-process runner on PGlite,
// pg-boss when DATABASE_URL points at PostgreSQL (CI's second pass).

let dataDir: string;
let database: TestDatabase;
const queues: JobQueue[] = [];
const log = Fastify({ logger: { level: 'silent' } }).log;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-jobs-'));
  database = await createTestDatabase(dataDir);
  await migrateToLatest(database.db);
});

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.db.destroy();
  await database.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A queue on the test database, as an instance of the server would make it. */
function newQueue(): JobQueue {
  const queue = createJobQueue(database.db, log, { databaseUrl: database.url, pollSeconds: 0.5 });
  queues.push(queue);
  return queue;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const spec = (name: string, retryLimit: number): QueueSpec => ({
  name,
  retryLimit,
  retryDelaySeconds: 1,
  retryBackoff: true,
});

describe(`the job queue (${process.env.DATABASE_URL ? 'pg-boss' : 'in-process runner'})`, () => {
  it('retries a failing job after growing delays until it succeeds, once', async () => {
    const queue = newQueue();
    const attempts: number[] = [];
    queue.define<{ n: number }>(spec('flaky', 3), async (data) => {
      expect(data).toEqual({ n: 7 });
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error(`attempt ${attempts.length} fails`);
    });
    await queue.start();
    await queue.send('flaky', { n: 7 });
    await until(
      async () => (await queue.counts()).get('flaky')?.queued === 0 && attempts.length > 0,
    );
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
    expect((await queue.counts()).get('flaky')).toEqual({ queued: 0, failed: 0 });
  });

  it('fails a job for good once its retries are spent, and keeps it counted', async () => {
    const queue = newQueue();
    let attempts = 0;
    queue.define(spec('doomed', 1), async () => {
      attempts += 1;
      throw new Error('always');
    });
    await queue.start();
    await queue.send('doomed', {});
    await until(async () => (await queue.counts()).get('doomed')?.failed === 1);
    expect(attempts).toBe(2);
    expect((await queue.counts()).get('doomed')).toEqual({ queued: 0, failed: 1 });
  });

  it('keeps a job queued before a stop and runs it after the next start', async () => {
    const before = newQueue();
    const ranBefore: string[] = [];
    before.define<{ id: string }>(spec('kept', 2), async ({ id }) => void ranBefore.push(id));
    await before.start();
    await before.send('kept', { id: 'after-restart' }, { startAfter: new Date(Date.now() + 1500) });
    await before.stop();

    const after = newQueue();
    const ranAfter: string[] = [];
    after.define<{ id: string }>(spec('kept', 2), async ({ id }) => void ranAfter.push(id));
    await after.start();
    await until(() => ranAfter.length > 0);
    await after.settled();
    expect(ranBefore).toEqual([]);
    expect(ranAfter).toEqual(['after-restart']);
  });

  it('stores a job sent within a transaction only if the transaction commits', async () => {
    const queue = newQueue();
    const ran: string[] = [];
    queue.define<{ id: string }>(spec('atomic', 0), async ({ id }) => void ran.push(id));
    await queue.start();
    await database.db.transaction().execute(async (trx) => {
      await queue.send('atomic', { id: 'committed' }, { within: trx });
    });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.send('atomic', { id: 'rolled-back' }, { within: trx });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    await until(() => ran.length > 0);
    await queue.settled();
    expect(ran).toEqual(['committed']);
  });
});
