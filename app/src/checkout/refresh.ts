import type { ScopedMutator } from 'swr';
import { CHAPTERS_KEY } from '../api/chapters';
import { PREMIUM_KEY } from '../api/membership';
import { CONTRIBUTORS_PATH, SUPPORT_STATS_KEY } from '../api/support';

/** SWR keys a payment changes: premium status, membership, orders, and the donation figures. */
const PAID_KEY_PREFIXES = [
  PREMIUM_KEY,
  '/api/membership',
  '/api/orders',
  SUPPORT_STATS_KEY,
  CONTRIBUTORS_PATH,
];

// Chapter lists answer per reader: a payment can open members and early chapters.
const touchedByPayment = (key: unknown) =>
  (Array.isArray(key) && key[0] === CHAPTERS_KEY) ||
  (typeof key === 'string' &&
    PAID_KEY_PREFIXES.some(
      (prefix) => key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`),
    ));

/**
 * After a payment, every screen showing premium status (spec section 4), orders, donations or
 * which chapters open asks again, in the cache the screens read (`useSWRConfig().mutate`).
 */
export async function refreshAfterPayment(mutate: ScopedMutator): Promise<void> {
  await mutate(touchedByPayment);
}
