import { MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, validateAddress } from './useAddressForm';

const filled = {
  ...EMPTY_ADDRESS,
  house: ' 12B Lotus Apartments ',
  street: 'MG Road',
  postalCode: '560001',
  city: 'Bengaluru',
  phone: '98765-43210',
};

describe('validateAddress', () => {
  it('fixes the country to India and strips spaces and dashes from the phone', () => {
    expect(validateAddress(filled, true).address).toEqual({
      ...filled,
      house: '12B Lotus Apartments',
      phone: '9876543210',
      country: 'India',
      isDefault: true,
    });
  });

  it('keeps the id of an address being edited', () => {
    expect(validateAddress(filled, true, 'addr_9').address?._id).toBe('addr_9');
  });

  it('names each missing required field once', () => {
    expect(validateAddress(EMPTY_ADDRESS, true).errors).toEqual({
      house: MESSAGES.fieldRequired,
      street: MESSAGES.fieldRequired,
      postalCode: MESSAGES.postalCodeInvalid,
      city: MESSAGES.fieldRequired,
      phone: MESSAGES.phoneInvalid,
    });
  });
});
