import { MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, needsGuardian, validateAccount, validateProfile } from './signupValidation';

const TODAY = new Date(2026, 10, 23);
const ADULT = {
  name: 'Meera Iyer',
  dob: '1995-04-12',
  username: 'meera_abc123',
  guardianEmail: '',
};

describe('validateAccount', () => {
  it('carries the spec messages of step 1', () => {
    expect(
      validateAccount({ email: 'meera@', password: 'weakpass', newsLetter: true, terms: false }),
    ).toEqual({
      email: MESSAGES.invalidEmail,
      password: MESSAGES.passwordRule,
      terms: MESSAGES.termsRequired,
    });
    expect(
      validateAccount({
        email: 'meera@example.in',
        password: 'Str0ng!x',
        newsLetter: false,
        terms: true,
      }),
    ).toEqual({});
  });
});

describe('validateProfile', () => {
  it('says why an empty username is wrong depending on blur or submit', () => {
    expect(validateProfile({ ...ADULT, username: '' }, TODAY, false).username).toBe(
      MESSAGES.usernameBlur,
    );
    expect(validateProfile({ ...ADULT, username: '' }, TODAY, true).username).toBe(
      MESSAGES.usernameSubmit,
    );
    expect(validateProfile({ ...ADULT, username: 'abc' }, TODAY, true).username).toBe(
      MESSAGES.usernameLength,
    );
    expect(validateProfile({ ...ADULT, username: 'meera-iyer' }, TODAY, true).username).toBe(
      MESSAGES.usernameChars,
    );
    expect(validateProfile(ADULT, TODAY, true)).toEqual({});
  });

  it('carries the name and birthday messages', () => {
    const errors = validateProfile({ ...EMPTY_PROFILE, name: 'M', dob: '2030-01-01' }, TODAY, true);
    expect(errors.name).toBe(MESSAGES.nameShort);
    expect(errors.dob).toBe(MESSAGES.dobInvalid);
  });

  it('asks an under-18 for a guardian email', () => {
    const child = { ...ADULT, dob: '2014-06-01' };
    expect(needsGuardian(child.dob, TODAY)).toBe(true);
    expect(needsGuardian(ADULT.dob, TODAY)).toBe(false);
    expect(validateProfile(child, TODAY, true).guardianEmail).toBe(
      MESSAGES.guardianConsentRequired,
    );
    expect(validateProfile({ ...child, guardianEmail: 'mum@' }, TODAY, true).guardianEmail).toBe(
      MESSAGES.invalidEmail,
    );
    expect(validateProfile({ ...child, guardianEmail: 'mum@example.in' }, TODAY, true)).toEqual({});
  });
});
