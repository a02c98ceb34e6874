import { describe, it, expect } from 'vitest';
import { parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it.each([
    ['1500', 1500],
    ['₹1,500', 1500],
    [' 2 000 ', 2000],
    ['₹ 1,00,000', 100000],
    ['3000\u00a0', 3000],
  ])('reads %j as %i rupees', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each(['0', '000', 'abc', '-5', '1.5', '', '   ', '₹', '12abc', '1e3', '+5'])(
    'rejects %j',
    (input) => {
      expect(parseAmount(input)).toBeNull();
    },
  );

  it('rejects amounts beyond safe integers', () => {
    expect(parseAmount('99999999999999999999')).toBeNull();
  });
});
