import { mutate } from 'swr';
import { refreshPremiumStatus } from '../api/membership';
import { CONTRIBUTORS_PATH, SUPPORT_STATS_KEY } from '../api/support';

/** SWR keys a payment changes: membership, orders, and the donation figures and names. */
const PAID_KEY_PREFIXES = ['/api/membership', '/api/orders', SUPPORT_STATS_KEY, CONTRIBUTORS_PATH];

const touchedByPayment = (key: unknown) =>
  typeof key === 'string' &&
  PAID_KEY_PREFIXES.some(
    (prefix) => key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`),
  );

/** After a payment, every screen showing premium status, orders or donations asks again. */
export async function refreshAfterPayment(): Promise<void> {
  await Promise.all([refreshPremiumStatus(), mutate(touchedByPayment)]);
}
