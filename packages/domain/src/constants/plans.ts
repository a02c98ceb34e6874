// Membership plans from spec section 9. The home page and the Ultimate page show different
// prices for the kit and the free plan; both readings are kept as data, and the home page
// reading (PRICE_LIST) is what the server charges.
import type { MembershipPlan } from '../contracts/payments.ts';
import type { PlanType } from '../entities.ts';

export type PurchasablePlanType = Exclude<PlanType, 'FREE'>;

export const PLAN_TYPES = [
  'UltimateKit',
  'FREE',
  'Monthly',
  'HalfYear',
  'Annual',
] as const satisfies readonly PlanType[];

const KIT_FEATURES = [
  'Comics of your choice',
  'A surprise superhero toy',
  'An IC Universe T-shirt',
  'A sheet of stickers',
  'Digital wall paintings',
];
const FREE_FEATURES = ['A limited selection of comics', 'Supported by ads'];
const CORE_FEATURES = [
  'Unlimited comics',
  'Premium content',
  'Animated series',
  'Free online games',
];
const PERIODIC_FEATURES = [...CORE_FEATURES, 'Supported by ads'];
const ANNUAL_FEATURES = [...CORE_FEATURES, 'Exclusive releases', 'No ads', 'VIP access to events'];

export const KIT_PROMO = 'First 10,000 customers get exclusive gifts!';

export const PLANS: readonly MembershipPlan[] = [
  {
    type: 'UltimateKit',
    title: 'Ultimate Kit',
    price: 1999,
    originalPrice: 2199,
    promo: KIT_PROMO,
    features: KIT_FEATURES,
    purchasable: true,
  },
  { type: 'FREE', title: 'FREE', price: 0, features: FREE_FEATURES, purchasable: false },
  { type: 'Monthly', title: 'Monthly', price: 129, features: PERIODIC_FEATURES, purchasable: true },
  {
    type: 'HalfYear',
    title: 'Half Year',
    price: 599,
    features: PERIODIC_FEATURES,
    purchasable: true,
  },
  { type: 'Annual', title: 'Annual', price: 999, features: ANNUAL_FEATURES, purchasable: true },
];

/** The Ultimate page's reading: the kit at 1900 against 2199 plus 49, and Free at 49. */
export type UltimatePagePlan = MembershipPlan & { originalExtra?: number };

export const ULTIMATE_PAGE_PLANS: readonly UltimatePagePlan[] = PLANS.map((plan) => {
  if (plan.type === 'UltimateKit') return { ...plan, price: 1900, originalExtra: 49 };
  if (plan.type === 'FREE') return { ...plan, title: 'Free', price: 49 };
  return plan;
});

/** What is charged. */
export const PRICE_LIST: readonly MembershipPlan[] = PLANS;

export const RESEARCH_PAPERS_ADDON = 50;
export const RESEARCH_PAPERS_LABEL = 'Research Papers';

export function findPlan(type: PlanType): MembershipPlan {
  const plan = PRICE_LIST.find((candidate) => candidate.type === type);
  if (!plan) throw new Error(`Unknown plan type: ${type}`);
  return plan;
}

/** A plan as priced: what it costs alone, and whether it can be bought (and so carry add-ons). */
export type PricedPlan = Pick<MembershipPlan, 'price' | 'purchasable'>;

/**
 * THE price of a choice, used wherever one is shown or charged (plan cards, the checkout's
 * summary, the order the server creates, the receipt): the plan's price plus the Research Papers
 * add-on when ticked. A plan that cannot be bought never carries the add-on.
 */
export function priceOf(plan: PricedPlan, researchPapers: boolean): number {
  return plan.price + (plan.purchasable && researchPapers ? RESEARCH_PAPERS_ADDON : 0);
}

/** `priceOf` for a plan of the price list (the add-on ticked by default, as on the cards). */
export function planPrice(type: PlanType, researchPapers = true): number {
  return priceOf(findPlan(type), researchPapers);
}

/** The lines a price is made of, for a summary or a receipt: the plan, then the add-on if any. */
export function priceLines(
  type: PlanType,
  researchPapers: boolean,
): { label: string; amount: number }[] {
  const plan = findPlan(type);
  const lines = [{ label: plan.title, amount: plan.price }];
  if (plan.purchasable && researchPapers) {
    lines.push({ label: RESEARCH_PAPERS_LABEL, amount: RESEARCH_PAPERS_ADDON });
  }
  return lines;
}

export function isPurchasable(type: PlanType): type is PurchasablePlanType {
  return findPlan(type).purchasable;
}

/** How long a purchase lasts. The kit includes a year of membership (our reading). */
export const PLAN_PERIOD_MONTHS: Readonly<Record<PurchasablePlanType, number>> = {
  Monthly: 1,
  HalfYear: 6,
  Annual: 12,
  UltimateKit: 12,
};

export const CHECKOUT_MONTHLY_FEE = 129;

/** Plans with physical goods: only these ask for a delivery address at checkout. */
export const DELIVERED_PLANS: readonly PurchasablePlanType[] = ['UltimateKit'];

export function needsDelivery(type: PlanType): boolean {
  return DELIVERED_PLANS.some((delivered) => delivered === type);
}

/**
 * The Gold rule: a Gold donor's free Ultimate covers the periodic plans, so none of them is
 * charged while Gold lasts (the server refuses the order, and a running Monthly plan stops
 * renewing when Gold begins). The kit stays on sale: it is goods as much as a membership.
 */
export const GOLD_COVERED_PLANS: readonly PurchasablePlanType[] = ['Monthly', 'HalfYear', 'Annual'];

export function coveredByGold(type: PlanType): boolean {
  return GOLD_COVERED_PLANS.some((covered) => covered === type);
}
