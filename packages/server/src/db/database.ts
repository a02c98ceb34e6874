import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** The pool behind a PostgreSQL Db, for its gauges (PGlite has none). */
const pools = new WeakMap<Db, pg.Pool>();

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export function poolStats(db: Db): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

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
    // The pool takes that listener off a client it hands out (to Kysely, for a query or a
    // transaction), and a connection that dies then (a database restart) emits 'error' on the
    // client, which unheard is an uncaught exception that ends the process. The client's queries
    // reject with the same error and the pool discards it on release, so hearing it is enough.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
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
