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
if (!goldPerk) throw new Error('DONATION_PERKS lists no Gold level');
const GOLD_MINIMUM = goldPerk.minimumAmount;

/** Monthly donations of the Gold amount: Gold (and its free Ultimate) while one is paid up. */
function goldDonations(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
    .where('subscriptions.user_id', '=', userId)
    .where('orders.purpose', '=', 'donation')
    .where('orders.amount', '>=', GOLD_MINIMUM);
}

export async function isGold(db: Db, userId: string, now: Date): Promise<boolean> {
  const row = await goldDonations(db, userId)
    .select('subscriptions.id')
    .where('subscriptions.paid_through', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * When the user's Ultimate access ends, from paid records only: the latest of the membership's
 * expiry (plans, the kit and the one-time donation perk all extend it when granted) and the paid
 * period of a Gold monthly donation. No clock: access ends the instant this passes. The access
 * decision, GET /payment/verify and the membership status all read this one answer.
 */
export async function memberUntil(db: Db, userId: string): Promise<Date | null> {
  const [membership, gold] = await Promise.all([
    db
      .selectFrom('memberships')
      .select('expires_at')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    goldDonations(db, userId)
      .select((eb) => eb.fn.max('subscriptions.paid_through').as('until'))
      .executeTakeFirst(),
  ]);
  const ends = [membership?.expires_at, gold?.until]
    .filter((end) => end !== undefined && end !== null)
    .map((end) => new Date(end).getTime());
  return ends.length === 0 ? null : new Date(Math.max(...ends));
}

/** Whether an entitlement that ends at `until` still runs at `now` (it ends at that instant). */
export function isRunning(until: Date | null, now: Date): boolean {
  return until !== null && until.getTime() > now.getTime();
}

/** When an active monthly membership subscription next charges (null: it will not renew by itself). */
export async function renewsAt(db: Db, userId: string, now: Date): Promise<Date | null> {
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

/** The member's status; `memberCode` is filled in by the caller, which holds its key. */
export async function membershipStatus(
  db: Db,
  userId: string,
  now: Date,
): Promise<Omit<MembershipStatus, 'memberCode'>> {
  const row = await db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const active = row !== undefined && row.expires_at.getTime() > now.getTime();
  const until = await memberUntil(db, userId);
  const premium = isRunning(until, now);
  const gold = await isGold(db, userId, now);
  const renewal = active ? await renewsAt(db, userId, now) : null;
  return {
    isPremium: premium,
    plan: active ? row.plan : null,
    researchPapers: active && row.research_papers,
    startedAt: active ? row.started_at.toISOString() : null,
    expiresAt: active ? row.expires_at.toISOString() : null,
    renewsAt: renewal?.toISOString() ?? null,
    memberLevel: gold ? 'Gold' : null,
    perks: await earnedPerks(db, userId, gold),
    memberUntil: premium && until ? until.toISOString() : null,
  };
}
