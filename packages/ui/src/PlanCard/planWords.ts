import { KIT_PROMO, PLANS, ULTIMATE_PAGE_PLANS, type PlanType } from '@ic/domain';

/**
 * Each plan's name, by plan id, in the checkout catalogue: one name per plan in every place it
 * shows (plan cards, the account, the cart, the sandbox checkout, receipts). English keeps the
 * domain's titles (a test holds them equal); Hindi names Monthly, Half Year, Annual and FREE in
 * Hindi and keeps Ultimate, the product's name.
 */
export const PLAN_NAME_KEYS: Readonly<Record<PlanType, string>> = {
  UltimateKit: 'checkout.plan.name.UltimateKit',
  FREE: 'checkout.plan.name.FREE',
  Monthly: 'checkout.plan.name.Monthly',
  HalfYear: 'checkout.plan.name.HalfYear',
  Annual: 'checkout.plan.name.Annual',
};

/**
 * The key of a plan's name when `title` is a title the domain gives that plan (the price list's,
 * or the Ultimate page's 'Free'); none for a title the server changed, which shows as it is.
 */
export function planNameKey(type: PlanType, title: string): string | undefined {
  const own = [...PLANS, ...ULTIMATE_PAGE_PLANS].some(
    (plan) => plan.type === type && plan.title === title,
  );
  return own ? PLAN_NAME_KEYS[type] : undefined;
}

/** What the kicker above a plan's title says, by plan id, in the checkout catalogue. */
export const PLAN_TYPE_KEYS: Readonly<Record<PlanType, string>> = {
  UltimateKit: 'checkout.plan.type.UltimateKit',
  FREE: 'checkout.plan.type.FREE',
  Monthly: 'checkout.plan.type.Monthly',
  HalfYear: 'checkout.plan.type.HalfYear',
  Annual: 'checkout.plan.type.Annual',
};

const feature = (name: string) => `checkout.plan.feature.${name}`;
const KIT = ['comicsOfChoice', 'surpriseToy', 'tShirt', 'stickers', 'wallPaintings'].map(feature);
const CORE = ['unlimitedComics', 'premiumContent', 'animatedSeries', 'onlineGames'].map(feature);

/**
 * The domain's perks of each plan (its English, which GET /api/plans sends), place by place, under
 * their keys in the checkout catalogue. The domain keeps its English; the card looks a perk up here.
 */
export const PLAN_FEATURE_KEYS: Readonly<Record<PlanType, readonly string[]>> = {
  UltimateKit: KIT,
  FREE: [feature('limitedComics'), feature('ads')],
  Monthly: [...CORE, feature('ads')],
  HalfYear: [...CORE, feature('ads')],
  Annual: [...CORE, feature('exclusiveReleases'), feature('noAds'), feature('vipEvents')],
};

/**
 * The key of a perk as the server sent it, when it is the domain's own perk at that place of that
 * plan; none for a text the server changed, which is shown as it is stored.
 */
export function planFeatureKey(type: PlanType, index: number, text: string): string | undefined {
  const english = PLANS.find((plan) => plan.type === type)?.features[index];
  return english === text ? PLAN_FEATURE_KEYS[type][index] : undefined;
}

/** The key of the kit's promotion when the server sent the domain's; none for another text. */
export function planPromoKey(type: PlanType, text: string): string | undefined {
  return type === 'UltimateKit' && text === KIT_PROMO ? 'checkout.plan.promo.kit' : undefined;
}
