import { describe, it, expect } from 'vitest';
import {
  CHECKOUT_MONTHLY_FEE,
  KIT_PROMO,
  PLANS,
  PLAN_PERIOD_MONTHS,
  PRICE_LIST,
  RESEARCH_PAPERS_ADDON,
  ULTIMATE_PAGE_PLANS,
  coveredByGold,
  findPlan,
  isPurchasable,
  needsDelivery,
  planPrice,
  priceLines,
  priceOf,
} from './plans.ts';

const prices = (plans: typeof PLANS) => plans.map((plan) => [plan.type, plan.price]);

describe('PLANS (home page reading)', () => {
  it('lists the five plans and prices in order', () => {
    expect(prices(PLANS)).toEqual([
      ['UltimateKit', 1999],
      ['FREE', 0],
      ['Monthly', 129],
      ['HalfYear', 599],
      ['Annual', 999],
    ]);
  });

  it('strikes the kit through at 2199 with the promo', () => {
    expect(findPlan('UltimateKit')).toMatchObject({ originalPrice: 2199, promo: KIT_PROMO });
    expect(KIT_PROMO).toBe('First 10,000 customers get exclusive gifts!');
  });

  it('makes every plan purchasable except FREE', () => {
    expect(PLANS.filter((plan) => !plan.purchasable).map((plan) => plan.type)).toEqual(['FREE']);
    expect(isPurchasable('FREE')).toBe(false);
    expect(isPurchasable('Annual')).toBe(true);
  });

  it('gives Monthly and Half Year the same ad-supported features, and Annual no ads', () => {
    expect(findPlan('Monthly').features).toEqual(findPlan('HalfYear').features);
    expect(findPlan('Monthly').features).toContain('Supported by ads');
    expect(findPlan('Annual').features).toContain('No ads');
    expect(findPlan('Annual').features).not.toContain('Supported by ads');
    expect(findPlan('Annual').features).toEqual(
      expect.arrayContaining(['Unlimited comics', 'Exclusive releases', 'VIP access to events']),
    );
  });

  it('lists the kit contents', () => {
    expect(findPlan('UltimateKit').features).toHaveLength(5);
    expect(findPlan('FREE').features).toEqual([
      'A limited selection of comics',
      'Supported by ads',
    ]);
  });

  it('charges the home page reading', () => {
    expect(PRICE_LIST).toBe(PLANS);
  });
});

describe('ULTIMATE_PAGE_PLANS (Ultimate page reading)', () => {
  it('shows the kit at 1900 (2199 + 49) and Free at 49, the others as on the home page', () => {
    expect(prices(ULTIMATE_PAGE_PLANS)).toEqual([
      ['UltimateKit', 1900],
      ['FREE', 49],
      ['Monthly', 129],
      ['HalfYear', 599],
      ['Annual', 999],
    ]);
    expect(ULTIMATE_PAGE_PLANS[0]).toMatchObject({ originalPrice: 2199, originalExtra: 49 });
  });
});

describe('planPrice', () => {
  it('adds 50 for Research Papers, ticked by default', () => {
    expect(RESEARCH_PAPERS_ADDON).toBe(50);
    expect(planPrice('Monthly')).toBe(179);
    expect(planPrice('Monthly', true)).toBe(179);
    expect(planPrice('Monthly', false)).toBe(129);
    expect(planPrice('UltimateKit', false)).toBe(1999);
    expect(planPrice('Annual', true)).toBe(1049);
  });

  // Every plan with and without the add-on: the one function the cards, the checkout, the order
  // and the receipt read, and the lines a summary shows add up to it.
  const expected: Record<string, [number, number]> = {
    UltimateKit: [1999, 2049],
    FREE: [0, 0],
    Monthly: [129, 179],
    HalfYear: [599, 649],
    Annual: [999, 1049],
  };
  it.each(PLANS.flatMap((plan) => [false, true].map((addOn) => [plan.type, addOn] as const)))(
    '%s with Research Papers %s costs the same everywhere',
    (type, researchPapers) => {
      const price = expected[type]?.[researchPapers ? 1 : 0];
      expect(planPrice(type, researchPapers)).toBe(price);
      expect(priceOf(findPlan(type), researchPapers)).toBe(price);
      const lines = priceLines(type, researchPapers);
      expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price);
      const addOnShown = lines.some((line) => line.label === 'Research Papers');
      expect(addOnShown).toBe(researchPapers && isPurchasable(type));
    },
  );

  it('throws for an unknown plan type', () => {
    expect(() => findPlan('Weekly' as never)).toThrow('Unknown plan type: Weekly');
  });
});

describe('plan periods and checkout fee', () => {
  it('maps each purchasable plan to months', () => {
    expect(PLAN_PERIOD_MONTHS).toEqual({ Monthly: 1, HalfYear: 6, Annual: 12, UltimateKit: 12 });
  });

  it('shows a monthly checkout fee of 129', () => {
    expect(CHECKOUT_MONTHLY_FEE).toBe(findPlan('Monthly').price);
  });
});

describe('delivery and the Gold rule', () => {
  it('asks for an address only for the kit', () => {
    expect(PLANS.filter((plan) => needsDelivery(plan.type)).map((plan) => plan.type)).toEqual([
      'UltimateKit',
    ]);
  });

  it('lets Gold cover the periodic plans, not the kit', () => {
    expect(PLANS.filter((plan) => coveredByGold(plan.type)).map((plan) => plan.type)).toEqual([
      'Monthly',
      'HalfYear',
      'Annual',
    ]);
  });
});
