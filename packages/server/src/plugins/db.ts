import type { FastifyInstance } from 'fastify';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { housekeeping } from '../repositories/housekeeping.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

const HOUR = 60 * 60 * 1000;

/**
 * Decorates `app.db` (created from config unless given), brings the schema up to date, seeds
 * sample content into an empty database when config.seed, and clears expired rows hourly.
 */
export async function registerDb(app: FastifyInstance, given?: Db): Promise<void> {
  const onPoolError = (err: Error) => app.log.warn({ err }, 'idle database connection lost');
  const db = given ?? createDb({ ...app.config, onPoolError });
  app.decorate('db', db);
  if (!given) app.addHook('onClose', () => db.destroy());
  await migrateToLatest(db);
  if (app.config.seed) await seedIfEmpty(db, app.config, app.now());
  await housekeeping(db, app.now());
  const timer = setInterval(() => {
    housekeeping(db, app.now()).catch((err: unknown) =>
      app.log.error({ err }, 'housekeeping failed'),
    );
  }, HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
