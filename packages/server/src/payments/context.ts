import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import type { ReceiptSender } from './receipts.ts';

/**
 * What the payment services need: the database, the active provider, the request's clock, and
 * the mail queue every granted payment's receipt goes through.
 */
export interface PaymentContext {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  log: FastifyBaseLogger;
  receipts: ReceiptSender;
}

/**
 * A transaction holding a lock on one provider order or subscription id, so the checkout that
 * creates an order, its confirmation and its webhooks never interleave, on any instance.
 */
export async function lockedTransaction<T>(
  db: Db,
  reference: string,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${reference}, 0))`.execute(trx);
    return work(trx);
  });
}
