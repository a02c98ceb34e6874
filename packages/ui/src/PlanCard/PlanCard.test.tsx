import { PLANS, RESEARCH_PAPERS_ADDON, ULTIMATE_PAGE_PLANS, type PlanType } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { priceOf as cardPrice } from '@ic/domain';
import { originalPriceText, type PlanCardPlan } from './planPricing';

const find = (type: PlanType, list: readonly PlanCardPlan[] = PLANS) => {
  const plan = list.find((candidate) => candidate.type === type);
  if (!plan) throw new Error(type);
  return plan;
};

describe('the card price (the domain priceOf)', () => {
  it('adds the Research Papers add-on (50) when ticked', () => {
    expect(RESEARCH_PAPERS_ADDON).toBe(50);
    expect(cardPrice(find('Monthly'), true)).toBe(179);
    expect(cardPrice(find('Monthly'), false)).toBe(129);
    expect(cardPrice(find('UltimateKit'), true)).toBe(2049);
  });

  it('never adds the add-on to a plan that cannot be bought', () => {
    expect(cardPrice(find('FREE'), true)).toBe(0);
    expect(cardPrice(find('FREE', ULTIMATE_PAGE_PLANS), true)).toBe(49);
  });

  it('prices the Ultimate page reading of the kit from 1900', () => {
    expect(cardPrice(find('UltimateKit', ULTIMATE_PAGE_PLANS), false)).toBe(1900);
  });
});

describe('originalPriceText', () => {
  it('shows the struck price in Indian grouping, with the Ultimate page extra', () => {
    expect(originalPriceText(find('UltimateKit'))).toBe('₹2,199');
    expect(originalPriceText(find('UltimateKit', ULTIMATE_PAGE_PLANS))).toBe('₹2,199 + ₹49');
  });

  it('is null for plans without an original price', () => {
    expect(originalPriceText(find('Annual'))).toBeNull();
  });
});
