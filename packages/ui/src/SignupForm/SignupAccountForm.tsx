import { signupStep1Schema } from '@ic/domain';
import { Trans } from '@lingui/react';
import { useId } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmailField } from '../EmailField';
import { useT } from '../i18n';
import { Stack } from '../Layout';
import { PasswordField } from '../PasswordField';
import { PasswordRules } from '../PasswordRules';
import { useSchemaForm } from '../SchemaForm';
import { TextLink } from '../TextLink';
import { OrDivider, SocialButtons, type SocialProvider } from './SocialButtons';
import {
  EMPTY_ACCOUNT,
  type AccountField,
  type AccountValues,
  type Errors,
} from './signupValidation';

export type SignupAccountFormProps = {
  /** What the reader typed before, e.g. when coming back from step 2. */
  initialValues?: AccountValues;
  /** Errors the server gave for a field (a taken email); shown until the field is edited. */
  serverErrors?: Errors<AccountField>;
  /** Receives the checked values: the email trimmed and lower-cased. */
  onSubmit: (values: AccountValues) => void;
  /**
   * The social sign-ins that work (a provider the site is configured with); none by default, so
   * no button is shown that could only apologise.
   */
  socialProviders?: readonly SocialProvider[];
  onSocial?: (provider: SocialProvider) => void;
  /** Where the Terms of Use link leads. */
  termsHref: string;
};

/**
 * Signup step 1: the configured social buttons and OR (when any), email, password with its rules,
 * newsletter and the required Terms of Use.
 */
export function SignupAccountForm({
  initialValues = EMPTY_ACCOUNT,
  serverErrors,
  onSubmit,
  socialProviders = [],
  onSocial,
  termsHref,
}: SignupAccountFormProps) {
  const form = useSchemaForm({
    schema: signupStep1Schema,
    defaultValues: initialValues,
    serverErrors,
  });
  const rulesId = useId();
  const t = useT();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onSubmit)}
      aria-label={t('account.signup.accountForm')}
    >
      <Stack gap="md">
        {onSocial && socialProviders.length > 0 && (
          <>
            <SocialButtons providers={socialProviders} onSelect={onSocial} />
            <OrDivider />
          </>
        )}
        <EmailField label={t('account.field.email')} required {...form.field('email')} />
        <Stack gap="sm">
          <PasswordField
            label={t('account.field.password')}
            autoComplete="new-password"
            required
            aria-describedby={rulesId}
            {...form.field('password')}
          />
          <PasswordRules id={rulesId} password={form.watch('password')} />
        </Stack>
        <Checkbox label={t('account.signup.newsletter')} {...form.field('newsLetter')} />
        <Checkbox
          label={
            <Trans id="account.signup.terms" components={{ 0: <TextLink href={termsHref} /> }} />
          }
          required
          {...form.field('terms')}
        />
        <Button type="submit">{t('account.signup.continue')}</Button>
      </Stack>
    </form>
  );
}
