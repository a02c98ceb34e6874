import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Any constant will do, as long as nothing else takes this advisory lock. */
export const STARTUP_LOCK = 4_201_770;

/**
 * Runs the work (migrations, seeding) while holding a PostgreSQL session-level advisory lock on
 * one reserved connection, so instances starting together on one database take turns: the first
 * migrates and seeds, the others find nothing left to do. The lock goes with the connection, so
 * an instance that dies holding it frees it. PGlite is one process on one connection: there is
 * nobody to take turns with, and holding its only connection would block the work itself.
 */
export async function underStartupLock<T>(
  db: Db,
  onPostgres: boolean,
  work: () => Promise<T>,
): Promise<T> {
  if (!onPostgres) return work();
  return db.connection().execute(async (session) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(session);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(session);
    }
  });
}
