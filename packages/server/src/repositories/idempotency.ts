import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import { conflict, HttpError } from '../http/errors.ts';

/** A key older than this is forgotten: a retry a day later is a new purchase. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotentRequest {
  /** Whose key it is: the user id, or 'anonymous'. */
  scope: string;
  route: string;
  key: string;
  /** The validated body: the same key with a different body is refused. */
  body: unknown;
}

function hashBody(body: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

async function claim(db: Db, request: IdempotentRequest, requestHash: string, now: Date) {
  const where = { scope: request.scope, route: request.route, key: request.key };
  // Forgetting expired keys here keeps the table to about a day of purchases.
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ ...where, request_hash: requestHash, response: null, created_at: now })
    .onConflict((oc) => oc.columns(['scope', 'route', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { claimed: true as const };
  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('scope', '=', where.scope)
    .where('route', '=', where.route)
    .where('key', '=', where.key)
    .executeTakeFirstOrThrow();
  return { claimed: false as const, existing };
}

/**
 * Runs `create` once per Idempotency-Key: a retried request (lost answer, double click) gets
 * the first answer back instead of a second order. The key lives in the database, so every
 * instance behind a load balancer honours it.
 */
export async function runIdempotently<T>(
  db: Db,
  request: IdempotentRequest | undefined,
  now: Date,
  create: () => Promise<T>,
): Promise<T> {
  if (!request) return create();
  const requestHash = hashBody(request.body);
  const result = await claim(db, request, requestHash, now);
  if (!result.claimed) {
    if (result.existing.request_hash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
    }
    if (result.existing.response === null) {
      throw conflict('The same request is still being processed. Please try again shortly.');
    }
    return result.existing.response as T;
  }
  try {
    const response = await create();
    await db
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(response) })
      .where('scope', '=', request.scope)
      .where('route', '=', request.route)
      .where('key', '=', request.key)
      .execute();
    return response;
  } catch (error) {
    // A failed attempt must not block the retry that follows it.
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', request.scope)
      .where('route', '=', request.route)
      .where('key', '=', request.key)
      .execute();
    throw error;
  }
}
