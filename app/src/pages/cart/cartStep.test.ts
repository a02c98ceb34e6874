import { describe, expect, it } from 'vitest';
import { cartQuery, parseCartStep, progressOf } from './cartStep';

describe('the cart step', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    ['5', 5],
  ] as const)('reads ?step=%s as step %s', (value, step) => {
    expect(parseCartStep(value)).toBe(step);
  });

  it.each([null, '', '0', '6', '2.5', 'two', '-1'])('reads %s as step 1', (value) => {
    expect(parseCartStep(value)).toBe(1);
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

  it('keeps the edited address in the query of the address form', () => {
    expect(cartQuery(5, 'a1')).toEqual({ step: '5', edit: 'a1' });
    expect(cartQuery(2)).toEqual({ step: '2' });
  });
});
