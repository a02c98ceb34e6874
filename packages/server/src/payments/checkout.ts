import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  orderStateAt,
  orderWhat,
  type PaymentPurpose,
  type PlanType,
  type SupportType,
} from '@ic/domain';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import { insertDonation } from '../repositories/donations.ts';
import {
  findOrderByProviderId,
  insertOrder,
  markOrderFailed,
  type OrderRow,
} from '../repositories/orders.ts';
import { insertSubscription } from '../repositories/subscriptions.ts';
import { lockedTransaction, type PaymentContext } from './context.ts';
import { grantPayment } from './grant.ts';
import type { CreateOrderInput } from './provider.ts';
import { stopPlansForGold } from './receipts.ts';
import { replayDeferredEvents } from './webhooks.ts';

export interface CheckoutRequest {
  userId: string | null;
  purpose: PaymentPurpose;
  planType: PlanType | null;
  researchPapers: boolean;
  supportType: SupportType | null;
  /** Rupees, decided by the server: the price list for plans, the donor's choice for gifts. */
  amount: number;
  /** Charged every month through a provider subscription. */
  recurring: boolean;
  description: string;
  displayName: string;
}

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed.';

function notesOf(request: CheckoutRequest, orderId: string): Record<string, string> {
  const notes: Record<string, string> = { orderId, purpose: request.purpose };
  if (request.planType) notes.plan = request.planType;
  if (request.supportType) notes.supportType = request.supportType;
  return notes;
}

/** The provider's order (or subscription) id; an outage answers 502 with the spec's alert text. */
async function createAtProvider(
  context: PaymentContext,
  input: CreateOrderInput,
  recurring: boolean,
): Promise<string> {
  try {
    return recurring
      ? (await context.provider.createSubscription(input)).subscriptionId
      : (await context.provider.createOrder(input)).orderId;
  } catch (err) {
    context.log.error({ err }, 'the payment provider refused to create an order');
    throw new HttpError(502, MESSAGES.orderCreateFailed);
  }
}

/**
 * Opens a checkout: the provider creates the order (or the subscription for monthly charges),
 * then our books record it, with its donation and subscription rows, in one transaction that
 * also applies any webhook that raced ahead of it.
 */
export async function startCheckout(
  context: PaymentContext,
  request: CheckoutRequest,
): Promise<OrderRow> {
  const { db, provider, now } = context;
  const id = randomUUID();
  const input = {
    amountPaise: request.amount * 100,
    receipt: id,
    // The provider's order and checkout name the add-on too; our row keeps the plan's words.
    description: orderWhat({
      description: request.description,
      researchPapers: request.researchPapers,
    }),
    notes: notesOf(request, id),
  };
  const providerOrderId = await createAtProvider(context, input, request.recurring);
  return lockedTransaction(db, providerOrderId, async (trx) => {
    const order = await insertOrder(
      trx,
      {
        id,
        user_id: request.userId,
        purpose: request.purpose,
        plan_type: request.planType,
        research_papers: request.researchPapers,
        support_type: request.supportType,
        recurring: request.recurring,
        amount: request.amount,
        description: request.description,
        provider: provider.name,
        provider_order_id: providerOrderId,
        paid_at: null,
        failed_at: null,
      },
      now,
    );
    if (request.purpose === 'donation' && request.supportType) {
      const donation = { orderId: id, supportType: request.supportType, amount: request.amount };
      await insertDonation(trx, { ...donation, displayName: request.displayName }, now);
    }
    if (request.recurring && request.userId) {
      const sub = { userId: request.userId, orderId: id, providerSubscriptionId: providerOrderId };
      await insertSubscription(trx, sub, now);
    }
    await replayDeferredEvents(trx, providerOrderId, context);
    return (await findOrderByProviderId(trx, providerOrderId)) ?? order;
  });
}

function signatureValid(
  context: PaymentContext,
  order: OrderRow,
  paymentId: string,
  signature: string,
) {
  const reference = order.provider_order_id;
  return order.recurring
    ? context.provider.verifySubscriptionSignature({
        subscriptionId: reference,
        paymentId,
        signature,
      })
    : context.provider.verifyPaymentSignature({ orderId: reference, paymentId, signature });
}

/**
 * The checkout's completion: the signature must match the STORED order (never an id or amount
 * the client sends), then the payment is granted once. A bad signature marks the attempt failed
 * and answers 400; a genuine payment reported later still wins. An order left unpaid past
 * ORDER_EXPIRY_MINUTES answers 409 (a provider webhook reporting money actually captured for
 * it still grants: money taken is never ignored).
 */
export async function confirmCheckout(
  context: PaymentContext,
  order: OrderRow,
  result: { paymentId: string; signature: string },
): Promise<boolean> {
  const { db, now } = context;
  // An abandoned checkout is over: its window cannot be paid into half an hour later.
  if (orderStateAt(order.status, order.created_at, now) === 'expired') {
    throw conflict(MESSAGES.orderExpired);
  }
  if (
    order.provider !== context.provider.name ||
    !signatureValid(context, order, result.paymentId, result.signature)
  ) {
    await markOrderFailed(db, order.id, now);
    throw badRequest(PAYMENT_VERIFICATION_FAILED);
  }
  const payment = {
    providerPaymentId: result.paymentId,
    amount: order.amount,
    source: 'confirm' as const,
  };
  // Under the order's lock, re-read: the unique payment row decides, and a webhook that got here
  // first wins (its receipt is the one sent).
  const reference = order.provider_order_id;
  const granted = await lockedTransaction(db, reference, async (trx) => {
    const current = await findOrderByProviderId(trx, reference);
    return current ? grantPayment(trx, current, payment, context) : false;
  });
  if (granted) await stopPlansForGold(context, reference);
  return granted;
}
