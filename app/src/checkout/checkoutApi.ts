// The calls of one checkout besides order creation (app/src/api/membership.ts creates memberships).
import type {
  ConfirmPaymentPayload,
  DonationConfirmation,
  PaymentOrder,
  SandboxPayResult,
  SupportPayload,
} from '@ic/domain';
import { apiPost } from '../api/client';

export const CREATE_SUPPORT_PATH = '/support/create';
export const CONFIRM_PATHS = {
  membership: '/payment/confirm',
  donation: '/support/confirm',
} as const;

/**
 * A donation's order; a monthly one needs the signed-in donor's token. `checkout: true` says we
 * open the checkout and confirm (without it the server makes no order).
 */
export function createDonationOrder(body: SupportPayload, idempotencyKey: string) {
  return apiPost<PaymentOrder>(
    CREATE_SUPPORT_PATH,
    { ...body, checkout: true },
    {
      bearer: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}

/** The sandbox pays (or fails) an order exactly as the real provider's window would. */
export function paySandboxOrder(orderId: string, outcome: 'success' | 'failure') {
  return apiPost<SandboxPayResult>(
    `/api/sandbox/orders/${encodeURIComponent(orderId)}/pay`,
    { outcome },
    {},
  );
}

/** The server checks the signature against the order it stored, then grants (and mails a receipt). */
export function confirmPayment(purpose: PaymentOrder['purpose'], paid: ConfirmPaymentPayload) {
  return apiPost<Pick<DonationConfirmation, 'receiptNumber'>>(CONFIRM_PATHS[purpose], paid, {
    bearer: true,
  });
}
