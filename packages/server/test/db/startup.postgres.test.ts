import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrations } from '../../src/db/migrations/index.ts';
import { STARTUP_LOCK } from '../../src/db/startup-lock.ts';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';

// Three instances started at the same moment on one empty PostgreSQL database, as a deploy or a
// cluster start does: one migrates and seeds under the startup lock, the others wait for it and
// find nothing to do, and all three come up ready. The test holds the lock first, so it sees all
// three wait on it before anything is migrated.

const serverEntry = path.join(import.meta.dirname, '../../src/server.ts');
const children: ChildProcess[] = [];
let database: TestDatabase;
let dataDir: string;

interface Started {
  url: string;
  ready: { migrated: string[]; seeded: { characters: number } | null };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function start(databaseUrl: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED: 'true',
      APP_DIR: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  let ready: Started['ready'] | undefined;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (line.includes('"database ready"')) ready = JSON.parse(line);
        if (line.includes('Server listening')) resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  if (!ready) throw new Error(`no "database ready" line: ${output}`);
  return { url: `http://127.0.0.1:${port}`, ready };
}

/** Sessions waiting for the startup lock (an advisory lock on a bigint key keeps it in objid). */
async function waitingOnTheLock(): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from pg_locks
    where locktype = 'advisory' and objid = ${STARTUP_LOCK} and not granted`.execute(database.db);
  return Number(rows[0]?.n);
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database?.db.destroy();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('three instances starting at once on one PostgreSQL database', () => {
  it('migrate and seed once, under the startup lock, and all come up ready', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-startup-'));
    database = await createTestDatabase(dataDir);
    const url = database.url ?? '';
    const { db } = database;
    const instances = await db.connection().execute(async (session) => {
      await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(session);
      const starting = Promise.all([start(url), start(url), start(url)]);
      await expect.poll(() => waitingOnTheLock(), { timeout: 60_000, interval: 200 }).toBe(3);
      const table = await sql<{
        t: string | null;
      }>`select to_regclass('kysely_migration') as t`.execute(db);
      expect(table.rows[0]?.t).toBeNull();
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(session);
      return starting;
    });

    const migrated = instances.map((i) => i.ready.migrated);
    expect(migrated.filter((names) => names.length > 0)).toEqual([Object.keys(migrations)]);
    expect(migrated.filter((names) => names.length === 0)).toHaveLength(2);
    const seeded = instances.map((i) => i.ready.seeded).filter((s) => s !== null);
    expect(seeded).toHaveLength(1);

    const { n: characters } = await db
      .selectFrom('characters')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(characters)).toBe(seeded[0]?.characters);
    for (const { url: base } of instances) {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
    }
  }, 180_000);
});
