import type { Db } from '../db/database.ts';
import { forgetDonorNames } from '../repositories/donations.ts';
import {
  activeProviderSubscriptions,
  setSubscriptionStatus,
} from '../repositories/subscriptions.ts';
import type { PaymentProvider } from './provider.ts';

/** Stops one recurring charge with the provider first, then in our books. */
export async function cancelRecurring(
  db: Db,
  provider: PaymentProvider,
  providerSubscriptionId: string,
  now: Date,
): Promise<void> {
  await provider.cancelSubscription(providerSubscriptionId);
  await setSubscriptionStatus(db, providerSubscriptionId, 'cancelled', now);
}

/**
 * Before an account is deleted: no recurring charge may outlive it, and the names it chose to
 * show on the supporters list go. Orders and payments stay (the accounts need them), unlinked
 * by the foreign key's ON DELETE SET NULL.
 */
export async function releasePaymentsOf(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  now: Date,
): Promise<void> {
  for (const id of await activeProviderSubscriptions(db, userId)) {
    await cancelRecurring(db, provider, id, now);
  }
  await forgetDonorNames(db, userId);
}
