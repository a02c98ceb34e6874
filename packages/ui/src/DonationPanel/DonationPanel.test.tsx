import { MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { donationPayload } from './donationPayload';
import { chosenAmount, type DonationFormState } from './donationState';

const base: DonationFormState = {
  supportType: 'one-time',
  preset: null,
  customAmount: '',
  displayName: '',
  error: null,
};

describe('chosenAmount', () => {
  it('takes the preset when one is chosen', () => {
    expect(chosenAmount({ preset: 1500, customAmount: '' })).toBe(1500);
  });

  it('parses a typed amount with the rupee sign, commas and spaces stripped', () => {
    expect(chosenAmount({ preset: null, customAmount: '₹ 1,00,000' })).toBe(100000);
  });

  it('is null for zero or text', () => {
    expect(chosenAmount({ preset: null, customAmount: '0' })).toBeNull();
    expect(chosenAmount({ preset: null, customAmount: 'abc' })).toBeNull();
  });
});

describe('donationPayload', () => {
  it('answers the spec message for a missing, zero or invalid amount', () => {
    for (const customAmount of ['', '0', '12.5', '-5', 'lots']) {
      expect(donationPayload({ ...base, customAmount })).toEqual({
        payload: null,
        error: MESSAGES.invalidAmount,
      });
    }
  });

  it('sends a monthly display name, trimmed', () => {
    const result = donationPayload({
      ...base,
      supportType: 'monthly',
      preset: 1500,
      displayName: '  Asha K ',
    });
    expect(result.payload).toEqual({ supportType: 'monthly', amount: 1500, displayName: 'Asha K' });
  });

  it('sends a blank name for a one-time gift whatever was typed', () => {
    const result = donationPayload({ ...base, customAmount: '700', displayName: 'Ignored' });
    expect(result.payload).toEqual({ supportType: 'one-time', amount: 700, displayName: '' });
  });

  it('rejects a display name over 30 characters', () => {
    const result = donationPayload({
      ...base,
      supportType: 'monthly',
      preset: 500,
      displayName: 'x'.repeat(31),
    });
    expect(result.error).toBe(MESSAGES.displayNameTooLong);
  });
});
