import type { FastifyInstance } from 'fastify';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { underStartupLock } from '../db/startup-lock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Decorates `app.db` (created from config unless given), brings the schema up to date and seeds
 * sample content into an empty database when config.seed (on PostgreSQL under the startup lock,
 * so instances starting together do it once). Expired rows go in the housekeeping job.
 */
export async function registerDb(app: FastifyInstance, given?: Db): Promise<void> {
  const onPoolError = (err: Error) => app.log.warn({ err }, 'idle database connection lost');
  const db = given ?? createDb({ ...app.config, onPoolError });
  app.decorate('db', db);
  if (!given) app.addHook('onClose', () => db.destroy());
  const onPostgres = app.config.databaseUrl !== undefined;
  await underStartupLock(db, onPostgres, async () => {
    const migrated = await migrateToLatest(db);
    const seeded = app.config.seed ? await seedIfEmpty(db, app.config, app.now()) : null;
    app.log.info({ migrated, seeded }, 'database ready');
  });
}
