import { describe, expect, it } from 'vitest';
import {
  cartQuery,
  parseCartPlan,
  parseCartStep,
  parseResearchPapers,
  progressOf,
  progressSteps,
} from './cartStep';

describe('the cart step', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    ['5', 5],
  ] as const)('reads ?step=%s as step %s for the kit', (value, step) => {
    expect(parseCartStep(value, 'UltimateKit')).toBe(step);
  });

  it.each([null, '', '0', '6', '2.5', 'two', '-1'])('reads %s as step 1 for the kit', (value) => {
    expect(parseCartStep(value, 'UltimateKit')).toBe(1);
  });

  it('skips the address steps for a digital plan: it starts at payment', () => {
    expect(parseCartStep(null, 'Monthly')).toBe(2);
    expect(parseCartStep('1', 'Annual')).toBe(2);
    expect(parseCartStep('5', 'Monthly')).toBe(2);
    expect(parseCartStep('4', 'Monthly')).toBe(4);
  });

  it('counts the steps truthfully: Address only for the kit', () => {
    expect(progressSteps('UltimateKit')).toEqual(['Login', 'Address', 'Payment', 'Order Complete']);
    expect(progressSteps('Monthly')).toEqual(['Login', 'Payment', 'Order Complete']);
  });

  it('shows Address for steps 1 and 5, Payment for 2 to 4', () => {
    expect([1, 2, 3, 4, 5].map((step) => progressOf(step as 1))).toEqual([
      'Address',
      'Payment',
      'Payment',
      'Payment',
      'Address',
    ]);
  });

  it('reads the plan (Monthly unless a plan on sale is named) and the add-on (ticked by default)', () => {
    expect(parseCartPlan(null)).toBe('Monthly');
    expect(parseCartPlan('UltimateKit')).toBe('UltimateKit');
    expect(parseCartPlan('FREE')).toBe('Monthly');
    expect(parseCartPlan('Weekly')).toBe('Monthly');
    expect(parseResearchPapers(null)).toBe(true);
    expect(parseResearchPapers('false')).toBe(false);
  });

  it('keeps the order and the edited address in the query', () => {
    const kit = { plan: 'UltimateKit', researchPapers: true } as const;
    expect(cartQuery(5, kit, 'a1')).toEqual({ step: '5', plan: 'UltimateKit', edit: 'a1' });
    expect(cartQuery(2, { plan: 'Monthly', researchPapers: false })).toEqual({
      step: '2',
      plan: 'Monthly',
      researchPapers: 'false',
    });
  });
});
