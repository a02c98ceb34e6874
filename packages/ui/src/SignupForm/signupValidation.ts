import {
  MESSAGES,
  createSignupStep2Schema,
  guardianConsentSchema,
  isMinor,
  normalizeUsername,
  usernameField,
} from '@ic/domain';
import { z } from 'zod';
import { withFormRules } from '../SchemaForm';

export type AccountValues = {
  email: string;
  password: string;
  newsLetter: boolean;
  terms: boolean;
};
export type AccountField = keyof AccountValues;
export type ProfileValues = { name: string; dob: string; username: string; guardianEmail: string };
export type ProfileField = keyof ProfileValues;
export type Errors<F extends string> = Partial<Record<F, string>>;

export const EMPTY_ACCOUNT: AccountValues = {
  email: '',
  password: '',
  newsLetter: true,
  terms: false,
};
export const EMPTY_PROFILE: ProfileValues = { name: '', dob: '', username: '', guardianEmail: '' };

/** True when the date is a valid birthday of someone under 18 on `today`. */
export function needsGuardian(dob: string, today: Date): boolean {
  return (
    createSignupStep2Schema(() => today).shape.dob.safeParse(dob).success && isMinor(dob, today)
  );
}

/**
 * An empty username reads 'Invalid Username' after a blur and 'Username must be 6-30 characters'
 * once a submit was tried (spec section 5); a typed one gets the domain's length or characters
 * message. Whitespace is removed first.
 */
function usernameRule(submitted: boolean) {
  const empty = submitted ? MESSAGES.usernameSubmit : MESSAGES.usernameBlur;
  return z
    .string()
    .overwrite(normalizeUsername)
    .min(1, { error: empty, abort: true })
    .pipe(usernameField);
}

/** Under 18 a guardian email is needed for consent: the message for what was typed, if any. */
function guardianMessage(dob: string, guardianEmail: string, today: Date): string | undefined {
  if (!needsGuardian(dob, today)) return undefined;
  if (guardianEmail.trim() === '') return MESSAGES.guardianConsentRequired;
  const guardian = guardianConsentSchema.safeParse({ guardianEmail });
  return guardian.success ? undefined : guardian.error.issues[0]?.message;
}

/**
 * Step 2's rules: the domain's name, birthday and username, and under 18 a guardian email
 * (asked for whatever else is wrong, so every message shows at once). Its output is what the
 * signup sends: trimmed, the username without spaces, no guardian email for an adult.
 */
export function profileFormSchema(today: Date, submitted: boolean) {
  const profile = createSignupStep2Schema(() => today)
    .extend({ username: usernameRule(submitted), guardianEmail: z.string() })
    .transform((values): ProfileValues => ({
      ...values,
      guardianEmail: needsGuardian(values.dob, today) ? values.guardianEmail.trim() : '',
    }));
  return withFormRules(profile, ({ dob, guardianEmail }: ProfileValues) => ({
    guardianEmail: guardianMessage(dob, guardianEmail, today),
  }));
}
