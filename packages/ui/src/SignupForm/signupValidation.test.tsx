import { MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE,
  needsGuardian,
  profileFormSchema,
  type ProfileValues,
} from './signupValidation';

const TODAY = new Date(2026, 10, 23);
const ADULT = {
  name: 'Meera Iyer',
  dob: '1995-04-12',
  username: 'meera_abc123',
  guardianEmail: '',
};

/** The first message for each field, as the form shows them. */
function messages(values: ProfileValues, submitted = true) {
  const result = profileFormSchema(TODAY, submitted).safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('profileFormSchema', () => {
  it('says why an empty username is wrong depending on blur or submit', () => {
    expect(messages({ ...ADULT, username: '' }, false).username).toBe(MESSAGES.usernameBlur);
    expect(messages({ ...ADULT, username: ' ' }, true).username).toBe(MESSAGES.usernameSubmit);
    expect(messages({ ...ADULT, username: 'abc' }).username).toBe(MESSAGES.usernameLength);
    expect(messages({ ...ADULT, username: 'meera-iyer' }).username).toBe(MESSAGES.usernameChars);
    expect(messages(ADULT)).toEqual({});
  });

  it('carries the name and birthday messages', () => {
    const shown = messages({ ...EMPTY_PROFILE, name: 'M', dob: '2030-01-01' });
    expect(shown.name).toBe(MESSAGES.nameShort);
    expect(shown.dob).toBe(MESSAGES.dobInvalid);
  });

  it('asks an under-18 for a guardian email, even while other fields are wrong', () => {
    const child = { ...ADULT, dob: '2014-06-01' };
    expect(needsGuardian(child.dob, TODAY)).toBe(true);
    expect(needsGuardian(ADULT.dob, TODAY)).toBe(false);
    expect(messages({ ...child, username: '' })).toEqual({
      username: MESSAGES.usernameSubmit,
      guardianEmail: MESSAGES.guardianConsentRequired,
    });
    expect(messages({ ...child, guardianEmail: 'mum@' }).guardianEmail).toBe(MESSAGES.invalidEmail);
    expect(messages({ ...child, guardianEmail: 'mum@example.in' })).toEqual({});
  });

  it('sends the profile trimmed, the username without spaces, a guardian only under 18', () => {
    const typed = {
      name: ' Meera Iyer ',
      dob: '2014-06-01',
      username: 'meera abc',
      guardianEmail: ' Mum@Example.in ',
    };
    expect(profileFormSchema(TODAY, true).parse(typed)).toEqual({
      name: 'Meera Iyer',
      dob: '2014-06-01',
      username: 'meeraabc',
      guardianEmail: 'Mum@Example.in',
    });
    expect(profileFormSchema(TODAY, true).parse({ ...typed, dob: ADULT.dob }).guardianEmail).toBe(
      '',
    );
  });
});
