import type { Db } from '../db/database.ts';
import { childLimitsOf } from './child-limits.ts';
import { findUserByEmail } from './users.ts';

/** Adds the address to the mailing list; subscribing twice changes nothing. */
export async function subscribe(db: Db, email: string, now: Date) {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email, created_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function unsubscribe(db: Db, email: string) {
  await db.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
}

export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the address belongs to a child account: such an address never joins the list. */
export async function isChildAddress(db: Db, email: string, now: Date): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  return user !== undefined && (await childLimitsOf(db, user, now)) !== null;
}
