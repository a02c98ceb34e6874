import { loginSchema, MESSAGES, TIMINGS } from '@ic/domain';
import {
  AuthCard,
  Button,
  Container,
  EmailField,
  FormAlert,
  PasswordField,
  TextLink,
  useCatalogue,
  useMessage,
  useSchemaForm,
  useT,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { login, loginErrorMessage, type Credentials } from '../../api/auth';
import { ApiError } from '../../api/client';
import { logFailure } from '../../api/log';
import { useAccountLanguage } from '../../language/useAccountLanguage';
import { useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { afterLoginPath, useRedirectAfter } from '../../sections/auth/redirect';

/**
 * Why a login failed, and whether the password is to blame: an account awaiting its guardian
 * (403) had the right password, which must not be painted red.
 */
type Failure = { message: string; aboutPassword: boolean };

/** Logs in and keeps the session; a failure is answered with what to show and where. */
function useLogin(onSuccess: () => void) {
  const { signIn } = useSession();
  const adoptLanguage = useAccountLanguage();
  const toast = useToast();
  const say = useMessage();
  return async (credentials: Credentials): Promise<Failure | null> => {
    try {
      const { token, ...user } = await login(credentials);
      signIn(user, token);
      adoptLanguage(user.language);
      toast.show({
        title: say(MESSAGES.loginSuccess),
        tone: 'success',
        durationMs: TIMINGS.loginToastMs,
      });
      onSuccess();
      return null;
    } catch (error) {
      // A refusal (wrong password, consent pending) is an answer; only the unexpected is logged.
      if (!(error instanceof ApiError)) logFailure('log in', error);
      const message = say(loginErrorMessage(error));
      toast.show({ title: message, tone: 'error' });
      return { message, aboutPassword: !(error instanceof ApiError && error.status === 403) };
    }
  };
}

/**
 * /login: email and password, validated by loginSchema (the email is sent lower-cased). On
 * success 'Login successful!' and, 1.5 s later, home or the screen that asked for a login.
 */
export function LoginPage() {
  useCatalogue('account');
  const t = useT();
  usePageMeta(t('account.login.title'), t('account.login.description'));
  const { state } = useLocation();
  const form = useSchemaForm({ schema: loginSchema, defaultValues: { email: '', password: '' } });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [next, setNext] = useState<string | null>(null);
  useRedirectAfter(next, TIMINGS.loginRedirectMs);
  const logIn = useLogin(() => setNext(afterLoginPath(state)));

  const submit = form.onSubmit(async (credentials) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const refused = await logIn(credentials);
    setFailure(refused);
    // After a success the button stays busy until the redirect, so it cannot log in twice.
    if (refused) setBusy(false);
  });

  const password = form.field('password');
  return (
    <Container width="prose">
      <AuthCard
        title={t('account.login.title')}
        subtitle={t('account.login.subtitle')}
        onSubmit={submit}
        actions={
          <Button type="submit" fullWidth loading={busy}>
            {t('account.login.continue')}
          </Button>
        }
        footer={
          <>
            <TextLink href="/forgot-password">{t('account.login.forgot')}</TextLink>
            <span>
              {t('account.login.newHere')}{' '}
              <TextLink href="/signup">{t('account.login.createOne')}</TextLink>
            </span>
          </>
        }
      >
        <EmailField label={t('account.field.email')} required {...form.field('email')} />
        <PasswordField
          label={t('account.field.password')}
          required
          {...password}
          onChange={(event) => {
            setFailure(null);
            void password.onChange(event);
          }}
          error={password.error ?? (failure?.aboutPassword ? failure.message : undefined)}
        />
        {failure && !failure.aboutPassword && <FormAlert>{failure.message}</FormAlert>}
      </AuthCard>
    </Container>
  );
}
