import { normalizeUsername, suggestUsername } from '@ic/domain';
import type { FormEvent } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Stack } from '../Layout';
import { TextField } from '../TextField';
import {
  EMPTY_PROFILE,
  needsGuardian,
  validateProfile,
  type Errors,
  type ProfileField,
  type ProfileValues,
} from './signupValidation';
import { useSignupFields } from './useSignupFields';

export const GUARDIAN_HINT =
  'You are under 18, so a parent or guardian must agree before your account starts. We will email them a link to approve it.';

export type SignupProfileFormProps = {
  initialValues?: ProfileValues;
  /** Errors the server gave for a field (a taken username); shown until the field is edited. */
  serverErrors?: Errors<ProfileField>;
  /** Sets the Continue button's loading flag while the signup is sent. */
  submitting?: boolean;
  /** The guardian email is only sent for an under-18 birthday. */
  onSubmit: (values: ProfileValues) => void;
  /** The close button: back to step 1. */
  onBack: () => void;
  /** Today's date, for the age rule; injectable so stories stay stable. */
  today?: Date;
  random?: () => number;
};

/** Signup step 2: full name, birthday, username with RANDOM, and a guardian email under 18. */
export function SignupProfileForm({
  initialValues = EMPTY_PROFILE,
  serverErrors,
  submitting = false,
  onSubmit,
  onBack,
  today = new Date(),
  random = Math.random,
}: SignupProfileFormProps) {
  const form = useSignupFields({
    initial: initialValues,
    validate: (values, submitted) => validateProfile(values, today, submitted),
    serverErrors,
  });
  const minor = needsGuardian(form.values.dob, today);
  const field = (name: ProfileField) => ({
    value: form.values[name],
    error: form.errorOf(name),
    touched: form.touchedOf(name),
    onBlur: () => form.blur(name),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) return;
    const { name, dob, username, guardianEmail } = form.values;
    onSubmit({
      name: name.trim(),
      dob,
      username: normalizeUsername(username),
      guardianEmail: minor ? guardianEmail.trim() : '',
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Your profile">
      <Stack gap="md">
        <Stack direction="row" justify="end">
          <IconButton icon="close" label="Back to step 1" variant="ghost" onClick={onBack} />
        </Stack>
        <TextField
          label="Full name"
          autoComplete="name"
          required
          {...field('name')}
          onChange={(event) => form.set('name', event.target.value)}
          onBlur={() => {
            form.blur('name');
            // The spec's auto-fill: first name, '_' and 6 random characters, once a name exists.
            const name = form.values.name.trim();
            if (name && !form.values.username)
              form.patch({ username: suggestUsername(name, random) });
          }}
        />
        <TextField
          label="Birthday"
          type="date"
          required
          {...field('dob')}
          onChange={(event) => form.set('dob', event.target.value)}
        />
        {minor && (
          <TextField
            label="Parent or guardian email"
            type="email"
            autoComplete="off"
            hint={GUARDIAN_HINT}
            required
            {...field('guardianEmail')}
            onChange={(event) => form.set('guardianEmail', event.target.value)}
          />
        )}
        <TextField
          label="Username"
          autoComplete="username"
          required
          {...field('username')}
          onChange={(event) => form.set('username', normalizeUsername(event.target.value))}
          end={
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => form.set('username', suggestUsername(form.values.name, random))}
            >
              RANDOM
            </Button>
          }
        />
        <Button type="submit" loading={submitting}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
