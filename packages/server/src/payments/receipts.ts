import {
  donationPerk,
  formatDate,
  formatRupees,
  MESSAGES,
  orderWhat,
  receiptNumber,
} from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { receiptMail } from '../mail/templates/index.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { isGold, memberUntil } from '../repositories/memberships.ts';
import type { OrderRow } from '../repositories/orders.ts';
import { runningPlanSubscriptions } from '../repositories/subscriptions.ts';
import { membershipGrantFor } from './grant.ts';
import type { PaymentProvider } from './provider.ts';
import { cancelRecurring } from './recurring.ts';

const makesGold = (order: OrderRow) =>
  order.support_type !== null &&
  donationPerk(order.support_type, order.amount)?.memberLevel === 'Gold';

/**
 * The Gold rule, when a Gold donation is paid: Ultimate is now included, so a recurring Monthly
 * plan stops renewing (the month already paid runs to its end). Answers what the donor is told.
 */
async function applyGoldRule(
  app: FastifyInstance,
  provider: PaymentProvider,
  userId: string,
): Promise<string> {
  const plans = await runningPlanSubscriptions(app.db, userId);
  for (const id of plans) await cancelRecurring(app.db, provider, id, app.now());
  if (plans.length === 0) return MESSAGES.goldCoversPlans;
  return `${MESSAGES.goldCoversPlans} Your Monthly plan will not renew; the month you paid for runs to its end.`;
}

/** What the buyer should know beside the receipt: the Gold rule, when it concerns them. */
async function noticeFor(
  app: FastifyInstance,
  provider: PaymentProvider,
  order: OrderRow,
  userId: string,
): Promise<string | null> {
  if (order.purpose === 'donation') {
    return makesGold(order) ? applyGoldRule(app, provider, userId) : null;
  }
  return (await isGold(app.db, userId, app.now())) ? MESSAGES.goldCoversPlans : null;
}

/**
 * After a checkout was confirmed and granted: the Gold rule, then the receipt mail to the signed-in
 * buyer (an anonymous donor has given no address; the confirmation page shows their number).
 * Sent through the mailer's usual path, after the answer.
 */
export async function afterPayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  order: OrderRow,
  buyer: AuthUser | null,
): Promise<void> {
  if (!buyer || order.user_id !== buyer.id) return;
  try {
    await mailReceipt(app, provider, order, buyer);
  } catch (err) {
    // The payment stands whatever happens here: the answer must still say it is paid.
    app.log.error(
      { err, orderId: order.id },
      'the receipt or the Gold rule failed after a payment',
    );
  }
}

async function mailReceipt(
  app: FastifyInstance,
  provider: PaymentProvider,
  order: OrderRow,
  buyer: AuthUser,
): Promise<void> {
  const notice = await noticeFor(app, provider, order, buyer.id);
  const until = membershipGrantFor(order) ? await memberUntil(app.db, buyer.id) : null;
  const paidAt = order.paid_at ?? app.now();
  await app.mailer.sendLater(
    receiptMail({
      to: buyer.email,
      name: buyer.name,
      receiptNumber: receiptNumber(order.id),
      what: orderWhat({ description: order.description, researchPapers: order.research_papers }),
      amount: `${formatRupees(order.amount)}${order.recurring ? ' per month' : ''}`,
      paidOn: formatDate(paidAt.toISOString()),
      period: until ? `Ultimate until ${formatDate(until.toISOString())}` : null,
      notice,
      receiptLink: `${app.config.publicUrl}/order-complete?order=${encodeURIComponent(order.id)}`,
      donation: order.purpose === 'donation',
    }),
  );
}
