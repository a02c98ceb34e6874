import type { CreatePaymentPayload, PaymentOrder, PremiumCheck } from '@ic/domain';
import useSWR from 'swr';
import { apiFetch, apiPost } from './client';
import { logFailure } from './log';

export const PREMIUM_KEY = '/payment/verify';
export const CREATE_PAYMENT_PATH = '/payment/create';

/** Whether the signed-in user is premium; this call answers `{ success, isPremium }`. */
export async function getPremiumStatus(): Promise<boolean> {
  try {
    const { body } = await apiFetch<PremiumCheck>(PREMIUM_KEY);
    // Anything but a literal true (a malformed answer too) is not premium.
    return body.isPremium === true;
  } catch (error) {
    // Spec section 8: a failed verify counts as not premium.
    logFailure('verify the membership', error);
    return false;
  }
}

/** Premium status, asked only while signed in; signed out or failed means not premium. */
export function usePremiumStatus(signedIn: boolean) {
  const { data, isLoading } = useSWR(signedIn ? PREMIUM_KEY : null, getPremiumStatus, {
    revalidateOnFocus: true,
  });
  return { isPremium: signedIn && data === true, isLoading };
}

/**
 * Creates the provider order for a plan; the price is the server's. Sends the stored bearer
 * token (spec section 6). The key makes a retried click answer the same order.
 */
export function createMembershipOrder(
  request: CreatePaymentPayload,
  idempotencyKey: string,
): Promise<PaymentOrder> {
  return apiPost<PaymentOrder>(CREATE_PAYMENT_PATH, request, {
    bearer: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
