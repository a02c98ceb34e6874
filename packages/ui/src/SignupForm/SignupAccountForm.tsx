import type { FormEvent } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Stack } from '../Layout';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { TextLink } from '../TextLink';
import { OrDivider, SocialButtons, type SocialProvider } from './SocialButtons';
import {
  EMPTY_ACCOUNT,
  validateAccount,
  type AccountField,
  type AccountValues,
  type Errors,
} from './signupValidation';
import { useSignupFields } from './useSignupFields';

export type SignupAccountFormProps = {
  /** What the reader typed before, e.g. when coming back from step 2. */
  initialValues?: AccountValues;
  /** Errors the server gave for a field (a taken email); shown until the field is edited. */
  serverErrors?: Errors<AccountField>;
  onSubmit: (values: AccountValues) => void;
  onSocial: (provider: SocialProvider) => void;
  /** Where the Terms of Use link leads. */
  termsHref: string;
};

/** Signup step 1: social buttons, OR, email, password, newsletter and the required Terms of Use. */
export function SignupAccountForm({
  initialValues = EMPTY_ACCOUNT,
  serverErrors,
  onSubmit,
  onSocial,
  termsHref,
}: SignupAccountFormProps) {
  const form = useSignupFields({ initial: initialValues, validate: validateAccount, serverErrors });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submit()) onSubmit({ ...form.values, email: form.values.email.trim() });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Create your account">
      <Stack gap="md">
        <SocialButtons onSelect={onSocial} />
        <OrDivider />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          error={form.errorOf('email')}
          touched={form.touchedOf('email')}
          onChange={(event) => form.set('email', event.target.value)}
          onBlur={() => form.blur('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          value={form.values.password}
          error={form.errorOf('password')}
          touched={form.touchedOf('password')}
          onChange={(event) => form.set('password', event.target.value)}
          onBlur={() => form.blur('password')}
        />
        <Checkbox
          label="Send me news about comics, characters and events"
          checked={form.values.newsLetter}
          onChange={(event) => form.set('newsLetter', event.target.checked)}
        />
        <Checkbox
          label={
            <>
              I agree to the <TextLink href={termsHref}>Terms of Use</TextLink>
            </>
          }
          required
          checked={form.values.terms}
          error={form.errorOf('terms')}
          onChange={(event) => form.set('terms', event.target.checked)}
          onBlur={() => form.blur('terms')}
        />
        <Button type="submit">Continue</Button>
      </Stack>
    </form>
  );
}
