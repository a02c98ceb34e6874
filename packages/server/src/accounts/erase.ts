import type { Db } from '../db/database.ts';
import { releasePaymentsOf } from '../payments/recurring.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { deleteFeedbackByEmail } from '../repositories/feedback.ts';
import { unsubscribe } from '../repositories/newsletter.ts';
import { deleteUser } from '../repositories/users.ts';

/**
 * Erases an account's personal data, whoever asks (the user, or a guardian for a child): first
 * its recurring charges and shown donor names, then in one transaction its newsletter entry,
 * feedback under its address and the user with everything referencing it (sessions included).
 * Orders and payments stay for the books, unlinked. `alsoInTransaction` runs first in that
 * transaction: it commits with the erasure, and throwing there erases nothing.
 */
export async function eraseAccount(
  db: Db,
  provider: PaymentProvider,
  user: { id: string; email: string },
  now: Date,
  alsoInTransaction?: (trx: Db) => Promise<void>,
): Promise<void> {
  await releasePaymentsOf(db, provider, user.id, now);
  await db.transaction().execute(async (trx) => {
    await alsoInTransaction?.(trx);
    await unsubscribe(trx, user.email);
    await deleteFeedbackByEmail(trx, user.email);
    await deleteUser(trx, user.id);
  });
}
