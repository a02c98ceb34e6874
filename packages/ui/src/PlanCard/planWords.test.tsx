import { KIT_PROMO, PLANS, ULTIMATE_PAGE_PLANS } from '@ic/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, loadCatalogue } from '../i18n';
import { PLAN_FEATURE_KEYS, PLAN_TYPE_KEYS, planFeatureKey, planPromoKey } from './planWords';

const en = createI18n({ strict: true });
const hi = createI18n({ strict: true });
beforeAll(async () => {
  await loadCatalogue(en, 'en', 'checkout');
  await loadCatalogue(hi, 'hi', 'checkout');
  hi.activate('hi');
});

describe("the plans' words", () => {
  it("key every perk of the domain's plans, its English the domain's own", () => {
    for (const plan of [...PLANS, ...ULTIMATE_PAGE_PLANS]) {
      expect(PLAN_FEATURE_KEYS[plan.type]).toHaveLength(plan.features.length);
      plan.features.forEach((text, index) => {
        const key = planFeatureKey(plan.type, index, text);
        expect(key, text).toBeDefined();
        expect(en._(key ?? '')).toBe(text);
        expect(hi._(key ?? '')).not.toBe(text);
      });
    }
  });

  it('leave a perk or promotion the server changed as it is stored', () => {
    expect(planFeatureKey('Monthly', 0, 'Unlimited comics, now with audio')).toBeUndefined();
    expect(planFeatureKey('Monthly', 9, 'Unlimited comics')).toBeUndefined();
    expect(planPromoKey('UltimateKit', 'Half price today')).toBeUndefined();
    expect(en._(planPromoKey('UltimateKit', KIT_PROMO) ?? '')).toBe(KIT_PROMO);
  });

  it('name every kicker in both languages', () => {
    expect(Object.values(PLAN_TYPE_KEYS).map((key) => en._(key))).toEqual([
      'Kit + membership',
      'Basic',
      '1 month',
      '6 months',
      '12 months',
    ]);
    expect(hi._(PLAN_TYPE_KEYS.Monthly)).toBe('1 महीना');
  });
});
