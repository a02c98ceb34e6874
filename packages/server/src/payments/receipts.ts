import { DEFAULT_LANGUAGE, donationPerk, orderWhat, receiptNumber } from '@ic/domain';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { receiptMail, type ReceiptNotice } from '../mail/templates/index.ts';
import { isGold, memberUntil } from '../repositories/memberships.ts';
import { findOrderByProviderId, type OrderRow } from '../repositories/orders.ts';
import { runningPlanSubscriptions } from '../repositories/subscriptions.ts';
import { findUserById } from '../repositories/users.ts';
import type { PaymentContext } from './context.ts';
import { cancelRecurring } from './recurring.ts';

/** What a receipt mail needs beside the transaction: the mail queue and the site's address. */
export interface ReceiptSender {
  mailer: Mailer;
  /** The site's public address, for the receipt's link. */
  publicUrl: string;
}

/** One payment just recorded: its row's id, whether it is the order's first, what it granted. */
export interface RecordedPayment {
  id: string;
  first: boolean;
  /** It gave or extended Ultimate: the receipt says until when. */
  grantedMembership: boolean;
}

const makesGold = (order: OrderRow) =>
  order.support_type !== null &&
  donationPerk(order.support_type, order.amount)?.memberLevel === 'Gold';

/**
 * What the buyer should know beside the receipt: the Gold rule, when it concerns them. A Gold
 * donation's running Monthly plans are stopped once the payment is committed (stopPlansForGold).
 */
async function noticeFor(
  trx: Db,
  order: OrderRow,
  userId: string,
  now: Date,
): Promise<ReceiptNotice | null> {
  if (order.purpose === 'donation') {
    if (!makesGold(order)) return null;
    const plans = await runningPlanSubscriptions(trx, userId);
    return plans.length === 0 ? 'goldCoversPlans' : 'goldStopsPlan';
  }
  return (await isGold(trx, userId, now)) ? 'goldCoversPlans' : null;
}

/**
 * Queues the receipt of a payment in the transaction that recorded it, so the unique payment row
 * decides: one mail per payment, whoever reported it (the browser's confirm, a webhook, the
 * reconciliation job), and none if the transaction rolls back. The order's first payment carries
 * the order's receipt number (the one the confirmation page shows); a subscription's later
 * charges each carry their own, from their payment row. An anonymous donor gave no address: the
 * confirmation page shows their number instead.
 */
export async function queueReceipt(
  trx: Db,
  sender: ReceiptSender,
  order: OrderRow,
  payment: RecordedPayment,
  now: Date,
): Promise<void> {
  const buyer = order.user_id ? await findUserById(trx, order.user_id) : undefined;
  if (!buyer) return;
  const until = payment.grantedMembership ? await memberUntil(trx, buyer.id) : null;
  await sender.mailer.sendLater(
    receiptMail({
      to: buyer.email,
      name: buyer.name,
      receiptNumber: receiptNumber(payment.first ? order.id : payment.id),
      what: orderWhat({ description: order.description, researchPapers: order.research_papers }),
      amount: order.amount,
      recurring: order.recurring,
      paidOn: now,
      memberUntil: until,
      notice: await noticeFor(trx, order, buyer.id, now),
      receiptLink: `${sender.publicUrl}/order-complete?order=${encodeURIComponent(order.id)}`,
      donation: order.purpose === 'donation',
      // In the buyer's language: the account's, English until it has one.
      language: buyer.language ?? DEFAULT_LANGUAGE,
    }),
    trx,
  );
}

/**
 * The Gold rule, after a payment was granted (never inside its transaction: it calls the
 * provider): a paid Gold donation includes Ultimate, so the donor's recurring Monthly plans stop
 * renewing; the month already paid runs to its end. The payment stands whatever happens here.
 */
export async function stopPlansForGold(context: PaymentContext, reference: string) {
  try {
    const order = await findOrderByProviderId(context.db, reference);
    if (!order?.user_id || !makesGold(order)) return;
    for (const id of await runningPlanSubscriptions(context.db, order.user_id)) {
      await cancelRecurring(context.db, context.provider, id, context.now);
    }
  } catch (err) {
    context.log.error({ err, reference }, 'the Gold rule failed after a payment');
  }
}
