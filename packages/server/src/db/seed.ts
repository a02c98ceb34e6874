import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { sampleContent } from '../content/sample/index.ts';
import { upsertContent, type ContentCounts } from '../repositories/content.ts';
import type { Db } from './database.ts';

/** Any number will do, as long as only the seed takes this advisory lock. */
const SEED_LOCK = 4_201_771;
/**
 * Seeded rows carry one fixed time, so every instance seeds identical content; only the
 * early-access dates count from the seeding clock (a week of early access from today).
 */
const SEEDED_AT = '2025-10-01T00:00:00.000Z';

const hasCharacters = async (db: Db) =>
  (await db.selectFrom('characters').select('id').limit(1).executeTakeFirst()) !== undefined;

/**
 * Fills an empty content database with the sample world. The rows are computed before the
 * transaction, which only inserts them in bulk (one statement a table), so the lock is held
 * briefly. Idempotent: if any character exists it does nothing. Several instances starting
 * together on one PostgreSQL wait on an advisory lock, so only the first seeds.
 */
export async function seedIfEmpty(
  db: Db,
  config: Pick<Config, 'seed'>,
  now: Date,
): Promise<ContentCounts | null> {
  if (!config.seed || (await hasCharacters(db))) return null;
  const content = sampleContent(now);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasCharacters(trx)) return null;
    return upsertContent(trx, content, SEEDED_AT);
  });
}
