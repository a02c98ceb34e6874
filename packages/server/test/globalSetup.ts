// One migrated embedded database for the whole run: each test app loads a copy of its data
// directory (~0.4 s) instead of creating a database and running every migration (~2.5 s, some
// 300 apps a run). PostgreSQL's pass creates its databases as before.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of a PGlite data-directory dump with every migration run (not on PostgreSQL). */
    migratedDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return undefined;
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: () => pglite }) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-migrated-'));
  const file = path.join(dir, 'pgdata.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDatabase', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
