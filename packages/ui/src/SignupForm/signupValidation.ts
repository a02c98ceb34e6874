import {
  MESSAGES,
  createSignupStep2Schema,
  guardianConsentSchema,
  isMinor,
  normalizeUsername,
  signupStep1Schema,
} from '@ic/domain';
import { fieldErrors } from '../FeedbackForm/fieldErrors';

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

/** Step 1 messages, straight from the domain schema (spec section 5). */
export function validateAccount(values: AccountValues): Errors<AccountField> {
  const result = signupStep1Schema.safeParse(values);
  return result.success ? {} : fieldErrors<AccountField>(result.error.issues);
}

/** True when the date is a valid birthday of someone under 18 on `today`. */
export function needsGuardian(dob: string, today: Date): boolean {
  return (
    createSignupStep2Schema(() => today).shape.dob.safeParse(dob).success && isMinor(dob, today)
  );
}

/**
 * An empty username reads 'Username must be 6-30 characters' after a submit and 'Invalid Username'
 * after a blur (spec section 5); a typed one gets the schema's length or characters message.
 */
function usernameError(username: string, schemaMessage: string | undefined, submitted: boolean) {
  if (!schemaMessage) return undefined;
  if (normalizeUsername(username) !== '') return schemaMessage;
  return submitted ? MESSAGES.usernameSubmit : MESSAGES.usernameBlur;
}

/** Step 2 messages; under 18 a guardian email is required for consent. */
export function validateProfile(
  values: ProfileValues,
  today: Date,
  submitted: boolean,
): Errors<ProfileField> {
  const result = createSignupStep2Schema(() => today).safeParse(values);
  const errors = result.success ? {} : fieldErrors<ProfileField>(result.error.issues);
  const username = usernameError(values.username, errors.username, submitted);
  if (username) errors.username = username;
  else delete errors.username;
  if (needsGuardian(values.dob, today)) {
    const guardian = guardianConsentSchema.safeParse({ guardianEmail: values.guardianEmail });
    if (values.guardianEmail.trim() === '') errors.guardianEmail = MESSAGES.guardianConsentRequired;
    else if (!guardian.success) errors.guardianEmail = guardian.error.issues[0]?.message;
  }
  return errors;
}
