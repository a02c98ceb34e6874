import { describe, it, expect } from 'vitest';
import {
  createProfileSchema,
  createSignupSchema,
  createSignupStep2Schema,
  forgotPasswordSchema,
  guardianConsentSchema,
  loginSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signupStep1Schema,
  signupStep2Schema,
} from './auth.ts';
import { issuesOf } from './testing.ts';

const today = new Date(2025, 5, 10, 12, 0);
const clock = () => today;
const STRONG = 'Sup3r#hero';

describe('loginSchema', () => {
  it('trims and lower-cases the email before sending', () => {
    expect(loginSchema.parse({ email: '  Reader@Example.COM ', password: 'x' })).toEqual({
      email: 'reader@example.com',
      password: 'x',
    });
  });

  it('requires email and password', () => {
    expect(issuesOf(loginSchema, { email: '', password: '' })).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
    expect(issuesOf(loginSchema, {})).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('rejects an email not in email format', () => {
    expect(issuesOf(loginSchema, { email: 'reader@example', password: 'x' })).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });
});

describe('signupStep1Schema', () => {
  const valid = { email: 'fan@example.in', password: STRONG, terms: true };

  it('accepts a valid step and defaults newsLetter to true', () => {
    expect(signupStep1Schema.parse(valid)).toEqual({ ...valid, newsLetter: true });
    expect(signupStep1Schema.parse({ ...valid, newsLetter: false }).newsLetter).toBe(false);
  });

  it.each(['fan', 'fan@', 'fan@example', 'f an@example.in', '@example.in'])(
    "rejects the email %j with 'Please enter a valid email address.'",
    (email) => {
      expect(issuesOf(signupStep1Schema, { ...valid, email })).toEqual({
        email: ['Please enter a valid email address.'],
      });
    },
  );

  it.each([
    ['too short', 'Ab1#'],
    ['no uppercase', 'sup3r#hero'],
    ['no lowercase', 'SUP3R#HERO'],
    ['no digit', 'Super#hero'],
    ['no symbol', 'Sup3rhero'],
  ])(
    "rejects a password with %s: 'Must include Uppercase, Lowercase, Number & Symbol'",
    (_case, password) => {
      expect(issuesOf(signupStep1Schema, { ...valid, password })).toEqual({
        password: ['Must include Uppercase, Lowercase, Number & Symbol'],
      });
    },
  );

  it('accepts a password of exactly 6 characters with all four kinds', () => {
    expect(signupStep1Schema.safeParse({ ...valid, password: 'aB3$xy' }).success).toBe(true);
  });

  it('requires the Terms of Use checkbox', () => {
    expect(issuesOf(signupStep1Schema, { ...valid, terms: false })).toEqual({
      terms: ['Please accept the Terms of Use to continue'],
    });
    expect(issuesOf(signupStep1Schema, { email: valid.email, password: STRONG })).toEqual({
      terms: ['Please accept the Terms of Use to continue'],
    });
  });
});

describe('signupStep2Schema', () => {
  const schema = createSignupStep2Schema(clock);
  const valid = { name: 'Aarav Sharma', dob: '2001-04-18', username: 'aarav_x1' };

  it('accepts a valid profile', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it("says 'Name is required' for a blank name and 'Enter your full name' for one letter", () => {
    expect(issuesOf(schema, { ...valid, name: '   ' })).toEqual({ name: ['Name is required'] });
    expect(issuesOf(schema, { ...valid, name: ' A ' })).toEqual({ name: ['Enter your full name'] });
  });

  it('trims the name', () => {
    expect(schema.parse({ ...valid, name: '  Ab  ' }).name).toBe('Ab');
  });

  it.each([
    ['Feb 30', '2010-02-30'],
    ['a future day', '2025-06-11'],
    ['a wrong format', '18/04/2001'],
    ['an empty value', ''],
  ])("rejects %s with 'Enter a valid date of birth'", (_case, dob) => {
    expect(issuesOf(schema, { ...valid, dob })).toEqual({ dob: ['Enter a valid date of birth'] });
  });

  it('accepts today as a date of birth', () => {
    expect(schema.safeParse({ ...valid, dob: '2025-06-10' }).success).toBe(true);
  });

  it('rejects a far-future dob with the default clock too', () => {
    expect(issuesOf(signupStep2Schema, { ...valid, dob: '2999-01-01' })).toEqual({
      dob: ['Enter a valid date of birth'],
    });
  });

  it('strips spaces from the username', () => {
    expect(schema.parse({ ...valid, username: '  aarav  x 1 ' }).username).toBe('aaravx1');
  });

  it("says 'Username must be between 6 to 30 characters.' outside 6 to 30", () => {
    const message = ['Username must be between 6 to 30 characters.'];
    expect(issuesOf(schema, { ...valid, username: 'ab c' })).toEqual({ username: message });
    expect(issuesOf(schema, { ...valid, username: 'a'.repeat(31) })).toEqual({ username: message });
    expect(schema.safeParse({ ...valid, username: 'abcdef' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, username: 'a'.repeat(30) }).success).toBe(true);
  });

  it("says 'Username must only use letters, underscores, and periods.' for other characters", () => {
    expect(issuesOf(schema, { ...valid, username: 'aarav-sharma' })).toEqual({
      username: ['Username must only use letters, underscores, and periods.'],
    });
    expect(schema.safeParse({ ...valid, username: 'A.b_c.123' }).success).toBe(true);
  });

  it("says 'Username must be 6-30 characters' when no username is sent", () => {
    expect(issuesOf(schema, { name: valid.name, dob: valid.dob })).toEqual({
      username: ['Username must be 6-30 characters'],
    });
  });
});

describe('profileSchema', () => {
  it('adds an optional avatar to the step 2 fields', () => {
    const schema = createProfileSchema(clock);
    const profile = { name: 'Meera Iyer', dob: '1999-12-01', username: 'meera.iyer' };
    expect(schema.parse(profile)).toEqual(profile);
    expect(schema.parse({ ...profile, avatar: 'avatar-3' }).avatar).toBe('avatar-3');
    expect(issuesOf(schema, { ...profile, name: '' })).toEqual({ name: ['Name is required'] });
  });

  it('lets the birthday be left out, but checks it when given', () => {
    const schema = createProfileSchema(clock);
    expect(schema.parse({ name: 'Meera Iyer', username: 'meera.iyer' })).toEqual({
      name: 'Meera Iyer',
      username: 'meera.iyer',
    });
    expect(issuesOf(schema, { name: 'Meera Iyer', username: 'meera.iyer', dob: 'soon' })).toEqual({
      dob: ['Enter a valid date of birth'],
    });
  });
});

describe('signupSchema', () => {
  const schema = createSignupSchema(clock);
  const adult = {
    email: 'Fan@Example.in',
    password: STRONG,
    name: 'Kabir Rao',
    dob: '2000-01-01',
    username: 'kabir rao',
  };

  it('accepts the full payload, normalising email and username, newsLetter default true', () => {
    expect(schema.parse(adult)).toEqual({
      ...adult,
      email: 'fan@example.in',
      username: 'kabirrao',
      newsLetter: true,
    });
  });

  it('requires a guardian email under 18', () => {
    const child = { ...adult, dob: '2012-03-03' };
    expect(issuesOf(schema, child)).toEqual({
      guardianEmail: ['Users under 18 need a parent or guardian email for consent'],
    });
    expect(schema.safeParse({ ...child, guardianEmail: 'parent@example.in' }).success).toBe(true);
  });

  it('does not require a guardian email from the 18th birthday', () => {
    expect(schema.safeParse({ ...adult, dob: '2007-06-10' }).success).toBe(true);
    expect(schema.safeParse({ ...adult, dob: '2007-06-11' }).success).toBe(false);
  });

  it('applies the step rules to the server body', () => {
    expect(issuesOf(schema, { ...adult, password: 'weak', dob: '2010-02-30' })).toEqual({
      password: ['Must include Uppercase, Lowercase, Number & Symbol'],
      dob: ['Enter a valid date of birth'],
    });
  });
});

describe('forgotPasswordSchema', () => {
  it("says 'Please enter a valid email address' without a final dot", () => {
    expect(issuesOf(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it('accepts and lower-cases a valid email', () => {
    expect(forgotPasswordSchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
  });
});

describe('resetPasswordFormSchema', () => {
  it("says 'Passwords do not match!' under the confirmation", () => {
    expect(
      issuesOf(resetPasswordFormSchema, { newPassword: STRONG, confirmPassword: 'Sup3r#herO' }),
    ).toEqual({ confirmPassword: ['Passwords do not match!'] });
  });

  it('accepts matching strong passwords', () => {
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: STRONG, confirmPassword: STRONG }).success,
    ).toBe(true);
  });
});

describe('resetPasswordSchema', () => {
  it('holds the new password to the signup strength rule', () => {
    expect(issuesOf(resetPasswordSchema, { newPassword: 'password' })).toEqual({
      newPassword: ['Must include Uppercase, Lowercase, Number & Symbol'],
    });
    expect(resetPasswordSchema.parse({ newPassword: STRONG })).toEqual({ newPassword: STRONG });
  });
});

describe('guardianConsentSchema', () => {
  it('needs a valid guardian email', () => {
    expect(issuesOf(guardianConsentSchema, { guardianEmail: 'x' })).toEqual({
      guardianEmail: ['Please enter a valid email address.'],
    });
    expect(guardianConsentSchema.parse({ guardianEmail: ' P@X.in ' })).toEqual({
      guardianEmail: 'p@x.in',
    });
  });
});
