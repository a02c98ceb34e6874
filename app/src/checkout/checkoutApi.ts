// The calls of one checkout besides order creation (app/src/api/membership.ts creates memberships).
import type { PaymentOrder, SupportPayload } from '@ic/domain';
import { apiPost } from '../api/client';

export const CREATE_SUPPORT_PATH = '/support/create';
export const CONFIRM_PATHS = {
  membership: '/payment/confirm',
  donation: '/support/confirm',
} as const;

/** What the provider's checkout hands back (Razorpay's handler fields, renamed). */
export type PaidResult = { orderId: string; paymentId: string; signature: string };

export type SandboxPayResult =
  | ({ status: 'paid'; subscriptionId?: string } & PaidResult)
  | { status: 'failed'; orderId: string; error: { code: string; description: string } };

/** A donation's order; a monthly one needs the signed-in donor's token. */
export function createDonationOrder(body: SupportPayload, idempotencyKey: string) {
  return apiPost<PaymentOrder>(CREATE_SUPPORT_PATH, body, {
    bearer: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The sandbox pays (or fails) an order exactly as the real provider's window would. */
export function paySandboxOrder(orderId: string, outcome: 'success' | 'failure') {
  return apiPost<SandboxPayResult>(
    `/api/sandbox/orders/${encodeURIComponent(orderId)}/pay`,
    { outcome },
    {},
  );
}

/** The server checks the signature against the order it stored, then grants. */
export function confirmPayment(purpose: PaymentOrder['purpose'], paid: PaidResult) {
  return apiPost<unknown>(CONFIRM_PATHS[purpose], paid, { bearer: true });
}
