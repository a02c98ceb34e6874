import { dateFormatPattern, normalizeUsername, suggestUsername } from '@ic/domain';
import { Button } from '../Button';
import { EmailField } from '../EmailField';
import { useT } from '../i18n';
import { IconButton } from '../IconButton';
import { Stack } from '../Layout';
import { useSchemaForm } from '../SchemaForm';
import { TextField } from '../TextField';
import {
  EMPTY_PROFILE,
  needsGuardian,
  profileFormSchema,
  type Errors,
  type ProfileField,
  type ProfileValues,
} from './signupValidation';

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
  const form = useSchemaForm({
    schema: ({ submitted }) => profileFormSchema(today, submitted),
    defaultValues: initialValues,
    serverErrors,
  });
  const t = useT();
  const minor = needsGuardian(form.watch('dob'), today);
  const name = form.field('name');
  const username = form.field('username');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onSubmit)}
      aria-label={t('account.signup.profileForm')}
    >
      <Stack gap="md">
        <Stack direction="row" justify="end">
          <IconButton
            icon="close"
            label={t('account.signup.back')}
            variant="ghost"
            onClick={onBack}
          />
        </Stack>
        <TextField
          label={t('account.signup.name')}
          autoComplete="name"
          required
          {...name}
          onBlur={(event) => {
            void name.onBlur(event);
            // The spec's auto-fill: first name, '_' and 6 random characters, once a name exists.
            const typed = event.currentTarget.value.trim();
            if (typed && !form.getValues('username'))
              form.change('username', suggestUsername(typed, random));
          }}
        />
        <TextField
          label={t('account.signup.birthday')}
          type="date"
          // The browser's locale: the one its native date picker shows the fields in.
          hint={t('account.signup.birthdayHint', { pattern: dateFormatPattern() })}
          required
          {...form.field('dob', { deps: ['guardianEmail'] })}
        />
        {minor && (
          <EmailField
            label={t('account.signup.guardianEmail')}
            autoComplete="off"
            hint={t('account.signup.guardianHint')}
            required
            {...form.field('guardianEmail')}
          />
        )}
        <TextField
          label={t('account.signup.username')}
          autoComplete="username"
          required
          {...username}
          onChange={(event) => {
            // Whitespace is stripped as it is typed (spec section 5).
            event.currentTarget.value = normalizeUsername(event.currentTarget.value);
            void username.onChange(event);
          }}
          end={
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() =>
                form.change('username', suggestUsername(form.getValues('name'), random))
              }
            >
              {t('account.signup.random')}
            </Button>
          }
        />
        <Button type="submit" loading={submitting}>
          {t('account.signup.continue')}
        </Button>
      </Stack>
    </form>
  );
}
