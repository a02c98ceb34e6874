import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { findOrderByProviderId, markOrderFailed } from '../repositories/orders.ts';
import { setSubscriptionStatus } from '../repositories/subscriptions.ts';
import { deferredEventsFor, insertEventOnce, settleEvent } from '../repositories/webhook-events.ts';
import { lockedTransaction, type PaymentContext } from './context.ts';
import { grantPayment, type GrantContext } from './grant.ts';
import { stopPlansForGold } from './receipts.ts';
import { webhookEventSchema, type SignedWebhook, type WebhookEvent } from './webhook-event.ts';

export type EventOutcome = { status: 'processed' | 'deferred' | 'ignored'; note: string };
export type WebhookOutcome = EventOutcome | { status: 'duplicate'; note: string };

export const INVALID_SIGNATURE = 'Invalid webhook signature.';
export const INVALID_EVENT = 'Invalid webhook body.';

const ENDED_SUBSCRIPTION = new Set([
  'subscription.cancelled',
  'subscription.completed',
  'subscription.halted',
]);

/** The provider order or subscription id an event is about. */
function referenceOf(event: WebhookEvent): string | null {
  const { payment, order, subscription } = event.payload;
  if (event.event.startsWith('subscription.')) return subscription?.entity.id ?? null;
  return payment?.entity.order_id ?? order?.entity.id ?? null;
}

const GRANTED = 'granted';
const deferred = (note: string): EventOutcome => ({ status: 'deferred', note });
const ignored = (note: string): EventOutcome => ({ status: 'ignored', note });

async function applyCapture(
  trx: Db,
  event: WebhookEvent,
  context: GrantContext,
): Promise<EventOutcome> {
  const payment = event.payload.payment?.entity;
  if (!payment) return ignored('no payment in the event');
  // A subscription's charges are counted from subscription.charged, which names the subscription.
  if (payment.invoice_id) return ignored('subscription charge: counted by subscription.charged');
  const reference = referenceOf(event);
  const order = reference ? await findOrderByProviderId(trx, reference) : undefined;
  if (!order) return deferred('order not known yet');
  if (payment.currency !== 'INR' || payment.amount !== order.amount * 100) {
    return ignored(`amount ${payment.amount} ${payment.currency} does not match the order`);
  }
  const captured = {
    providerPaymentId: payment.id,
    amount: order.amount,
    source: 'webhook' as const,
  };
  const granted = await grantPayment(trx, order, captured, context);
  return { status: 'processed', note: granted ? GRANTED : 'payment already recorded' };
}

async function applyCharge(
  trx: Db,
  event: WebhookEvent,
  context: GrantContext,
): Promise<EventOutcome> {
  const payment = event.payload.payment?.entity;
  const reference = referenceOf(event);
  if (!payment || !reference) return ignored('charge without payment or subscription');
  const order = await findOrderByProviderId(trx, reference);
  if (!order) return deferred('subscription not known yet');
  if (payment.currency !== 'INR' || payment.amount !== order.amount * 100) {
    return ignored(`amount ${payment.amount} ${payment.currency} does not match the subscription`);
  }
  const captured = {
    providerPaymentId: payment.id,
    amount: order.amount,
    source: 'webhook' as const,
  };
  const granted = await grantPayment(trx, order, captured, context);
  return { status: 'processed', note: granted ? GRANTED : 'payment already recorded' };
}

async function applyFailure(trx: Db, event: WebhookEvent, now: Date): Promise<EventOutcome> {
  const reference = referenceOf(event);
  const order = reference ? await findOrderByProviderId(trx, reference) : undefined;
  if (!order) return deferred('order not known yet');
  // markOrderFailed leaves a paid order alone: a late failure never undoes a capture.
  await markOrderFailed(trx, order.id, now);
  return { status: 'processed', note: 'attempt failed' };
}

async function applySubscriptionState(trx: Db, event: WebhookEvent, now: Date) {
  const reference = referenceOf(event);
  const order = reference ? await findOrderByProviderId(trx, reference) : undefined;
  if (!reference || !order) return deferred('subscription not known yet');
  const status = ENDED_SUBSCRIPTION.has(event.event) ? 'cancelled' : 'active';
  await setSubscriptionStatus(trx, reference, status, now);
  return { status: 'processed', note: `subscription ${status}` } satisfies EventOutcome;
}

/**
 * Applies one verified event. Every branch is safe to run in any order and more than once; a
 * granted payment queues its receipt in the same transaction.
 */
export async function applyEvent(
  trx: Db,
  event: WebhookEvent,
  context: GrantContext,
): Promise<EventOutcome> {
  const { now } = context;
  if (event.event === 'payment.captured' || event.event === 'order.paid') {
    return applyCapture(trx, event, context);
  }
  if (event.event === 'subscription.charged') return applyCharge(trx, event, context);
  if (event.event === 'payment.failed') return applyFailure(trx, event, now);
  if (event.event === 'subscription.activated' || ENDED_SUBSCRIPTION.has(event.event)) {
    return applySubscriptionState(trx, event, now);
  }
  return ignored('event not used');
}

function parseEvent(rawBody: string | Buffer): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString());
  } catch {
    throw badRequest(INVALID_EVENT);
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) throw badRequest(INVALID_EVENT);
  return parsed.data;
}

/**
 * A provider webhook: the signature is checked over the raw bytes before anything is parsed,
 * the event id dedupes redeliveries, and an event about an order this server has not stored
 * yet is kept and replayed when the order appears. One transaction: a crash means the
 * provider's retry starts clean.
 */
export async function receiveWebhook(
  context: PaymentContext,
  webhook: SignedWebhook,
): Promise<WebhookOutcome> {
  if (!context.provider.verifyWebhookSignature(webhook.rawBody, webhook.signature)) {
    throw badRequest(INVALID_SIGNATURE);
  }
  const event = parseEvent(webhook.rawBody);
  const reference = referenceOf(event);
  const { now } = context;
  const outcome = await lockedTransaction<WebhookOutcome>(
    context.db,
    reference ?? webhook.eventId,
    async (trx) => {
      const incoming = { id: webhook.eventId, event: event.event, reference, payload: event };
      if (!(await insertEventOnce(trx, incoming, now))) {
        return { status: 'duplicate', note: 'event already received' };
      }
      const applied = await applyEvent(trx, event, context);
      await settleEvent(trx, webhook.eventId, applied, now);
      return applied;
    },
  );
  if (outcome.note === GRANTED && reference) await stopPlansForGold(context, reference);
  return outcome;
}

/** Applies events that arrived before their order was stored. Call inside the order's lock. */
export async function replayDeferredEvents(trx: Db, reference: string, context: GrantContext) {
  for (const stored of await deferredEventsFor(trx, reference)) {
    const event = webhookEventSchema.parse(stored.payload);
    await settleEvent(trx, stored.id, await applyEvent(trx, event, context), context.now);
  }
}
