// One checkout from start to finish, independent of React: create the order, let the provider
// settle it, confirm the result with the server. Every failure becomes a result with the message
// the buyer should read.
import { MESSAGES, type ConfirmPaymentPayload, type PaymentOrder } from '@ic/domain';
import { serverMessageOr } from '../api/client';
import { logFailure } from '../api/log';
import { confirmPayment } from './checkoutApi';

export type CheckoutResult =
  | { status: 'paid'; orderId: string; receiptNumber: string }
  | { status: 'failed' | 'cancelled'; message?: string };

/** How the provider's window ended. */
export type ProviderOutcome =
  | ({ status: 'paid' } & ConfirmPaymentPayload)
  | { status: 'failed'; message?: string }
  | { status: 'cancelled' };

export type CheckoutSteps = {
  create: () => Promise<PaymentOrder>;
  /** The message shown when the order cannot be created (differs for memberships and donations). */
  createFailedMessage: (error: unknown) => string;
  settle: (order: PaymentOrder) => Promise<ProviderOutcome>;
};

export async function runCheckout(steps: CheckoutSteps): Promise<CheckoutResult> {
  let order: PaymentOrder;
  try {
    order = await steps.create();
  } catch (error) {
    logFailure('create the order', error);
    return { status: 'failed', message: steps.createFailedMessage(error) };
  }
  const outcome = await steps.settle(order);
  if (outcome.status === 'cancelled') return { status: 'cancelled' };
  if (outcome.status === 'failed') {
    return { status: 'failed', message: outcome.message || MESSAGES.paymentFailed };
  }
  try {
    // Confirm names our order id (for Monthly, the subscription id), never the provider's echo.
    const { paymentId, signature } = outcome;
    const confirmed = await confirmPayment(order.purpose, {
      orderId: order.orderId,
      paymentId,
      signature,
    });
    return { status: 'paid', orderId: order.orderId, receiptNumber: confirmed.receiptNumber };
  } catch (error) {
    logFailure('confirm the payment', error);
    return { status: 'failed', message: serverMessageOr(error, MESSAGES.tryAgain) };
  }
}

export const membershipCreateFailed = () => MESSAGES.orderCreateFailed;
export const donationCreateFailed = (error: unknown) =>
  serverMessageOr(error, MESSAGES.genericError);
