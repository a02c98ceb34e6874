import type { Db } from '../db/database.ts';
import { deleteExpiredConsents } from './consents.ts';
import { deleteExpiredGuardianRows } from './guardians.ts';
import { deleteExpiredWindows } from './rate-limits.ts';
import { deleteExpiredResets } from './password-resets.ts';
import { deleteExpiredSessions } from './sessions.ts';

/**
 * Removes rows whose time has passed: sessions, counters, reset tokens, unconsented minors,
 * guardians' links and sessions.
 */
export async function housekeeping(db: Db, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredWindows(db, now);
  await deleteExpiredResets(db, now);
  await deleteExpiredConsents(db, now);
  await deleteExpiredGuardianRows(db, now);
}
