import type { Db } from '../db/database.ts';
import type { WebhookEventStatus } from '../db/tables/payments.ts';

export interface IncomingEvent {
  id: string;
  event: string;
  reference: string | null;
  payload: unknown;
}

/** Stores the event unless its id was seen before; false means a redelivery to ignore. */
export async function insertEventOnce(db: Db, event: IncomingEvent, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('webhook_events')
    .values({
      id: event.id,
      event: event.event,
      reference: event.reference,
      payload: JSON.stringify(event.payload),
      status: 'deferred',
      note: '',
      received_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function settleEvent(
  db: Db,
  id: string,
  outcome: { status: WebhookEventStatus; note: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('webhook_events')
    .set({
      status: outcome.status,
      note: outcome.note,
      processed_at: outcome.status === 'deferred' ? null : now,
    })
    .where('id', '=', id)
    .execute();
}

/** Events that arrived before the order they are about existed here, oldest first. */
export async function deferredEventsFor(db: Db, reference: string) {
  return db
    .selectFrom('webhook_events')
    .select(['id', 'event', 'payload'])
    .where('reference', '=', reference)
    .where('status', '=', 'deferred')
    .orderBy('received_at')
    .orderBy('id')
    .execute();
}

export async function findEvent(db: Db, id: string) {
  return db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirst();
}
