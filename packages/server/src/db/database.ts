import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/**
 * PostgreSQL when a URL is given; otherwise PGlite persisted in `<dataDir>/pgdata`,
 * or in memory when dataDir is 'memory://' (tests).
 */
export function createDb(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Errors of idle pooled connections (a database restart); unhandled, they would crash the process. */
  onPoolError?: (error: Error) => void;
}): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // The pool replaces a broken idle client on the next checkout; only the report is ours.
    pool.on('error', options.onPoolError ?? (() => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.dataDir === 'memory://') {
    return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: () => new PGlite() }) });
  }
  const dir = path.join(options.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: () => new PGlite(dir) }) });
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
