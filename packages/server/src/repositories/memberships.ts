import { DONATION_PERKS, membershipExpiry, type MembershipStatus, type PlanType } from '@ic/domain';
import type { Db } from '../db/database.ts';

export interface MembershipGrant {
  userId: string;
  months: number;
  /** The plan bought; null for a donation perk, which keeps whatever plan is running. */
  plan: PlanType | null;
  researchPapers: boolean;
}

/**
 * Adds `months` to the user's membership: from the current expiry while it runs, from now
 * after it lapsed. The member's row is locked first so two grants never start from the same
 * expiry. Call inside a transaction.
 */
export async function extendMembership(db: Db, grant: MembershipGrant, now: Date): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      user_id: grant.userId,
      plan: null,
      research_papers: false,
      started_at: now,
      expires_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const current = await db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', grant.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const running = current.expires_at.getTime() > now.getTime();
  await db
    .updateTable('memberships')
    .set({
      plan: grant.plan ?? (running ? current.plan : null),
      research_papers: grant.plan ? grant.researchPapers : running && current.research_papers,
      started_at: running ? current.started_at : now,
      expires_at: membershipExpiry(current.expires_at, now, grant.months),
      updated_at: now,
    })
    .where('user_id', '=', grant.userId)
    .execute();
}

const goldPerk = DONATION_PERKS.find((perk) => perk.memberLevel === 'Gold');

/** Gold while a monthly donation of the Gold amount is paid up (spec section 6). */
async function isGold(db: Db, userId: string, now: Date): Promise<boolean> {
  if (!goldPerk) return false;
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
    .select('subscriptions.id')
    .where('subscriptions.user_id', '=', userId)
    .where('orders.purpose', '=', 'donation')
    .where('orders.amount', '>=', goldPerk.minimumAmount)
    .where('subscriptions.paid_through', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

async function renewsAt(db: Db, userId: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
    .select('subscriptions.paid_through')
    .where('subscriptions.user_id', '=', userId)
    .where('orders.purpose', '=', 'membership')
    .where('subscriptions.status', '=', 'active')
    .where('subscriptions.paid_through', '>', now)
    .orderBy('subscriptions.paid_through', 'desc')
    .executeTakeFirst();
  return row?.paid_through ?? null;
}

/** Perks of paid donations: the one-time perk once earned, Gold's perks while Gold lasts. */
async function earnedPerks(db: Db, userId: string, gold: boolean): Promise<string[]> {
  const paid = await db
    .selectFrom('donations')
    .innerJoin('orders', 'orders.id', 'donations.order_id')
    .select(['donations.support_type', 'donations.amount'])
    .where('orders.user_id', '=', userId)
    .where('donations.paid_at', 'is not', null)
    .execute();
  const perks = new Set<string>();
  for (const perk of DONATION_PERKS) {
    const earned = paid.some(
      (d) => d.support_type === perk.supportType && d.amount >= perk.minimumAmount,
    );
    const lasting = perk.memberLevel === null || gold;
    if (earned && lasting) perk.perks.forEach((p) => perks.add(p));
  }
  return [...perks];
}

export async function membershipStatus(
  db: Db,
  userId: string,
  now: Date,
): Promise<MembershipStatus> {
  const row = await db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const active = row !== undefined && row.expires_at.getTime() > now.getTime();
  const gold = await isGold(db, userId, now);
  const renewal = active ? await renewsAt(db, userId, now) : null;
  return {
    isPremium: active,
    plan: active ? row.plan : null,
    researchPapers: active && row.research_papers,
    startedAt: active ? row.started_at.toISOString() : null,
    expiresAt: active ? row.expires_at.toISOString() : null,
    renewsAt: renewal?.toISOString() ?? null,
    memberLevel: gold ? 'Gold' : null,
    perks: await earnedPerks(db, userId, gold),
  };
}
