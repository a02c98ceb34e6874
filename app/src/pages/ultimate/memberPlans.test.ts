import { MESSAGES, PLANS } from '@ic/domain';
import { createI18n, loadCatalogue } from '@ic/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { freeMembership, goldMembership } from '../../mocks/account';
import { memberPlans } from './memberPlans';

// The words from the English checkout catalogue, as the page shows them.
const i18n = createI18n({ strict: true });
const t = (key: string, values?: Record<string, unknown>) => i18n._(key, values);
beforeAll(() => loadCatalogue(i18n, 'en', 'checkout'));

const monthlyMember = {
  ...goldMembership,
  memberLevel: null,
  memberUntil: '2026-12-23T08:00:00Z',
};

describe('memberPlans', () => {
  it('offers nothing different to a reader who is not a member', () => {
    expect(memberPlans(freeMembership, PLANS, t, 'en-US')).toBeNull();
    expect(memberPlans(undefined, PLANS, t, 'en-US')).toBeNull();
  });

  it("says until when, and never offers the member's own plan again", () => {
    const view = memberPlans(monthlyMember, PLANS, t, 'en-US');
    expect(view?.notice).toBe("You're a member until Dec 23, 2026.");
    expect(view?.current).toBe('Monthly');
    expect(view?.buttonLabels).toEqual({
      UltimateKit: 'Add this plan',
      Monthly: 'Extend my plan',
      HalfYear: 'Add this plan',
      Annual: 'Add this plan',
    });
    expect(view?.purchaseNotes).toEqual({});
  });

  it('writes the date for the reader', () => {
    expect(memberPlans(monthlyMember, PLANS, t, 'en-GB')?.notice).toBe(
      "You're a member until 23 Dec 2026.",
    );
  });

  it('tells a Gold donor that Gold covers the periodic plans (the kit stays on sale)', () => {
    const view = memberPlans(goldMembership, PLANS, t, 'en-US');
    expect(view?.purchaseNotes).toEqual({
      Monthly: MESSAGES.goldCoversPlans,
      HalfYear: MESSAGES.goldCoversPlans,
      Annual: MESSAGES.goldCoversPlans,
    });
  });
});
