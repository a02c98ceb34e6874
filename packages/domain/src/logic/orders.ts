// An order's state as read at a given instant, and the receipt number a buyer quotes.
import { PLAN_TYPES, RESEARCH_PAPERS_LABEL } from '../constants/plans.ts';
import { ORDER_EXPIRY_MINUTES } from '../constants/timings.ts';
import type { PlanType } from '../entities.ts';
import { purchaseDescription } from '../messages.ts';

/** What is stored: created (waiting for payment), paid or failed. */
export type StoredOrderStatus = 'created' | 'paid' | 'failed';
/** What is shown: an order still waiting after ORDER_EXPIRY_MINUTES has expired. */
export type OrderState = StoredOrderStatus | 'expired';

const EXPIRY_MS = ORDER_EXPIRY_MINUTES * 60_000;

/** When an order created at `createdAt` stops waiting for its payment. */
export function orderExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + EXPIRY_MS);
}

/**
 * Decided on read (no job needs to run): a created order past its expiry is expired; paid and
 * failed are final whatever the time.
 */
export function orderStateAt(status: StoredOrderStatus, createdAt: Date, now: Date): OrderState {
  if (status !== 'created') return status;
  return now.getTime() >= orderExpiresAt(createdAt).getTime() ? 'expired' : 'created';
}

/**
 * The number on a receipt: 'ICU-' and the first 12 hex digits of our order id in groups of four
 * (48 bits: unique among any number of orders this shop will see, short enough to read out).
 */
export function receiptNumber(orderId: string): string {
  const digits = orderId.replace(/-/g, '').slice(0, 12).toUpperCase();
  return `ICU-${digits.match(/.{1,4}/g)?.join('-') ?? digits}`;
}

const WITH_PAPERS = ` + ${RESEARCH_PAPERS_LABEL}`;

/** What an order bought, with its add-on: 'Monthly Membership Purchase + Research Papers'. */
export function orderWhat(order: { description: string; researchPapers: boolean }): string {
  return order.researchPapers ? `${order.description}${WITH_PAPERS}` : order.description;
}

/**
 * The plan a stored description names ('Monthly Membership Purchase', purchaseDescription), and
 * whether orderWhat added the papers; null for any other (a donation's): a screen or a mail then
 * says it in its own language.
 */
export function readPurchase(what: string): { plan: PlanType; researchPapers: boolean } | null {
  const researchPapers = what.endsWith(WITH_PAPERS);
  const description = researchPapers ? what.slice(0, -WITH_PAPERS.length) : what;
  const plan = PLAN_TYPES.find((type) => purchaseDescription(type) === description);
  return plan ? { plan, researchPapers } : null;
}
