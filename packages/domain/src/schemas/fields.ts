// Field schemas shared by the forms and the API bodies, each carrying the spec's message.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isValidDob } from '../logic/dates.ts';
import { EMAIL_PATTERN } from '../logic/email.ts';
import { isStrongPassword } from '../logic/password.ts';
import {
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  normalizeUsername,
} from '../logic/username.ts';

const EMAIL_MAX = 254;
export const NAME_MIN = 2;
export const NAME_MAX = 80;

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/** Trimmed, lower-cased (the server compares emails case-insensitively) and in email format. */
export function emailField(invalidMessage: string = MESSAGES.invalidEmail) {
  return z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired, abort: true })
    .max(EMAIL_MAX, { error: invalidMessage, abort: true })
    .regex(EMAIL_PATTERN, invalidMessage)
    .toLowerCase();
}

/** Login only needs a password to be present: the strength rule is for new passwords. */
export const passwordPresentField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired);

/** At least 6 characters with a lowercase letter, an uppercase letter, a digit and a symbol. */
export const strongPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .refine(isStrongPassword, MESSAGES.passwordRule);

export const nameField = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.nameRequired, abort: true })
  .min(NAME_MIN, { error: MESSAGES.nameShort, abort: true })
  .max(NAME_MAX, MESSAGES.nameShort);

/** 'YYYY-MM-DD', a real calendar day, not in the future (by the injected clock). */
export function dobField(clock: Clock = systemClock) {
  return z
    .string({ error: MESSAGES.dobInvalid })
    .trim()
    .refine((dob) => isValidDob(dob, clock()), MESSAGES.dobInvalid);
}

/** Whitespace removed first, then 6 to 30 of letters, digits, dot or underscore. */
export const usernameField = z
  .string({ error: MESSAGES.usernameSubmit })
  .overwrite(normalizeUsername)
  .min(USERNAME_MIN, { error: MESSAGES.usernameLength, abort: true })
  .max(USERNAME_MAX, { error: MESSAGES.usernameLength, abort: true })
  .regex(USERNAME_PATTERN, MESSAGES.usernameChars);

/** A 10-digit phone number after the fixed +91 prefix; spaces and dashes are ignored. */
export const phoneField = z
  .string({ error: MESSAGES.phoneInvalid })
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .regex(/^\d{10}$/, MESSAGES.phoneInvalid);

/** Optional free text: missing or null becomes '' so stored rows never hold null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');
}
