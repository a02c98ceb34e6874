import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/database.ts';
import { migrateToLatest, migrationsDone } from '../../src/db/migrate.ts';
import { NOT_EMPTY } from '../../src/db/backup/index.ts';
import { databaseMediaStore } from '../../src/media/database-store.ts';

// npm run backup and npm run restore, as processes on embedded databases in temporary folders.

const run = promisify(execFile);
const COMMANDS = path.join(import.meta.dirname, '../../src/db/backup');
const { DATABASE_URL: _, ...env } = process.env;
const PDF = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x27, 0x5c, 0x0a]);

let root: string;
const dir = (name: string) => path.join(root, name);
const command = (name: string, dataDir: string, ...args: string[]) =>
  run(process.execPath, [path.join(COMMANDS, `${name}-command.ts`), ...args], {
    env: { ...env, DATA_DIR: dataDir, INIT_CWD: root },
  });

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-backup-'));
  const db = createDb({ dataDir: dir('original') });
  await migrateToLatest(db);
  await databaseMediaStore(db).save('/media/chapters/x.pdf', 'application/pdf', PDF);
  await db
    .insertInto('rate_limits')
    .values({ key: "it's ip:1", count: 3, reset_at: new Date('2026-11-24T10:00:00Z') })
    .execute();
  await db.destroy();
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('npm run backup / npm run restore on the embedded database', () => {
  it('writes a pg_dump file and restores it into a new DATA_DIR, media and all', async () => {
    const backup = await command('backup', dir('original'), 'nightly.sql');
    expect(backup.stdout).toContain(`to ${dir('nightly.sql')}`);
    const dump = await fs.readFile(dir('nightly.sql'), 'utf8');
    expect(dump).toMatch(/^-- Dumped by pg_dump version \d+/m);
    expect(dump).toMatch(/^INSERT INTO public\.media /m);

    const restore = await command('restore', dir('restored'), 'nightly.sql');
    expect(restore.stdout).toContain(`into ${dir('restored')}`);
    const db = createDb({ dataDir: dir('restored') });
    try {
      expect(await migrationsDone(db)).toBe(true);
      expect((await databaseMediaStore(db).read('/media/chapters/x.pdf'))?.body).toEqual(PDF);
      expect(await db.selectFrom('rate_limits').selectAll().execute()).toEqual([
        { key: "it's ip:1", count: 3, reset_at: new Date('2026-11-24T10:00:00Z') },
      ]);
    } finally {
      await db.destroy();
    }
    // Two processes each opening an on-disk database: seconds when quiet, more on a busy machine.
  }, 120_000);

  it('never restores over a database that holds anything', async () => {
    const refused = await command('restore', dir('original'), 'nightly.sql').catch(
      (err: { code: number; stderr: string }) => err,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain(
      NOT_EMPTY(path.join(dir('original'), 'pgdata')),
    );
  });
});
