import { KIT_PROMO, PLANS, ULTIMATE_PAGE_PLANS } from '@ic/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, loadCatalogue } from '../i18n';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { LanguageProvider } from '../i18n';
import {
  PLAN_FEATURE_KEYS,
  PLAN_NAME_KEYS,
  PLAN_TYPE_KEYS,
  planFeatureKey,
  planNameKey,
  planPromoKey,
} from './planWords';
import { usePlanName } from './usePlanName';

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

describe("the plans' names", () => {
  it("are the price list's titles in English, and Hindi's own names, Ultimate kept", () => {
    for (const plan of PLANS) expect(en._(PLAN_NAME_KEYS[plan.type]), plan.type).toBe(plan.title);
    expect(Object.values(PLAN_NAME_KEYS).map((key) => hi._(key))).toEqual([
      'Ultimate किट',
      'मुफ़्त',
      'मासिक',
      'छमाही',
      'वार्षिक',
    ]);
  });

  it("key the domain's titles only (the Ultimate page's 'Free' too), not one the server changed", () => {
    expect(planNameKey('FREE', 'Free')).toBe(PLAN_NAME_KEYS.FREE);
    expect(planNameKey('FREE', 'FREE')).toBe(PLAN_NAME_KEYS.FREE);
    for (const plan of [...PLANS, ...ULTIMATE_PAGE_PLANS]) {
      expect(planNameKey(plan.type, plan.title), plan.title).toBeDefined();
    }
    expect(planNameKey('Monthly', 'Monthly (festive offer)')).toBeUndefined();
  });

  it('show as the title given in English, and by the Hindi name in Hindi', async () => {
    function Names() {
      const name = usePlanName();
      return (
        <p>{[name('Monthly'), name('FREE', 'Free'), name('Annual', 'Annual+')].join(' | ')}</p>
      );
    }
    const screen = await render(
      <LanguageProvider i18n={createI18n({ strict: true })} language="hi">
        <Names />
      </LanguageProvider>,
    );
    await expect.element(page.getByText('मासिक | मुफ़्त | Annual+')).toBeVisible();
    await screen.rerender(
      <LanguageProvider i18n={createI18n({ strict: true })} language="en">
        <Names />
      </LanguageProvider>,
    );
    await expect.element(page.getByText('Monthly | Free | Annual+')).toBeVisible();
  });
});
