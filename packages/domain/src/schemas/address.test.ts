import { describe, it, expect } from 'vitest';
import { addressSchema } from './address.ts';
import { issuesOf } from './testing.ts';

const valid = {
  firstName: 'Asha',
  lastName: 'Menon',
  house: '12B, Lotus Apartments',
  street: 'MG Road',
  landmark: 'Near the park',
  postalCode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  phone: '9876543210',
  isDefault: true,
};

describe('addressSchema', () => {
  it('accepts a full address with country India', () => {
    expect(addressSchema.parse(valid)).toEqual({ ...valid, country: 'India' });
  });

  it('requires house, street, postal code, city and phone', () => {
    expect(issuesOf(addressSchema, { isDefault: false })).toEqual({
      house: ['This field is required'],
      street: ['This field is required'],
      postalCode: ['Enter a valid 6-digit PIN code'],
      city: ['This field is required'],
      phone: ['Enter a valid 10-digit phone number'],
    });
  });

  it("leaves optional fields as '' and isDefault false", () => {
    const {
      firstName: _f,
      lastName: _l,
      landmark: _m,
      state: _s,
      isDefault: _d,
      ...required
    } = valid;
    expect(addressSchema.parse(required)).toMatchObject({
      firstName: '',
      lastName: '',
      landmark: '',
      state: '',
      isDefault: false,
    });
  });

  it.each(['56000', '5600011', '060001', 'ABCDEF'])('rejects the PIN %j', (postalCode) => {
    expect(issuesOf(addressSchema, { ...valid, postalCode })).toEqual({
      postalCode: ['Enter a valid 6-digit PIN code'],
    });
  });

  it('ignores spaces and dashes in the phone number, and needs 10 digits', () => {
    expect(addressSchema.parse({ ...valid, phone: '98765 43-210' }).phone).toBe('9876543210');
    expect(issuesOf(addressSchema, { ...valid, phone: '987654321' })).toEqual({
      phone: ['Enter a valid 10-digit phone number'],
    });
  });

  it('accepts only India as the country', () => {
    expect(addressSchema.safeParse({ ...valid, country: 'Nepal' }).success).toBe(false);
  });
});
