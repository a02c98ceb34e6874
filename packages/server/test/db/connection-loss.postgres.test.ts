import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';

// A database restart ends every connection, including those a request holds at that moment.
// node-postgres then emits 'error' on the held client, which ended the whole instance (seen in
// bench:cluster's PostgreSQL restart). The request must fail alone and the instance carry on.

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.db.destroy();
  await database?.drop();
});

const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);

describe('a connection lost while a request holds it', () => {
  it('fails that request only; the process hears no uncaught error and the pool carries on', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-connection-loss-'));
    database = await createTestDatabase(dataDir);
    const { db } = database;
    process.on('uncaughtException', record);
    try {
      const held = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Another connection ends this one, as a restart does, while the transaction holds it.
        await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(db);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow(/terminat|connection error/i);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows[0]?.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
