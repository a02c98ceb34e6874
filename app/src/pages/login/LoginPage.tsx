import { loginSchema, MESSAGES, TIMINGS } from '@ic/domain';
import { AuthCard, Button, Container, PasswordField, TextField, TextLink, useToast } from '@ic/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { login, loginErrorMessage, type Credentials } from '../../api/auth';
import { ApiError } from '../../api/client';
import { logFailure } from '../../api/log';
import { useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { afterLoginPath, useRedirectAfter } from '../../sections/auth/redirect';
import { useAuthForm } from '../../sections/auth/useAuthForm';

const TITLE = 'Log In';
const DESCRIPTION = 'Log in to your IC Universe account to read comics and manage your membership.';

/** Logs in and keeps the session; a failure is answered with the message to show. */
function useLogin(onSuccess: () => void) {
  const { signIn } = useSession();
  const toast = useToast();
  return async (credentials: Credentials): Promise<string | null> => {
    try {
      const { token, ...user } = await login(credentials);
      signIn(user, token);
      toast.show({
        title: MESSAGES.loginSuccess,
        tone: 'success',
        durationMs: TIMINGS.loginToastMs,
      });
      onSuccess();
      return null;
    } catch (error) {
      // A refusal (wrong password, consent pending) is an answer; only the unexpected is logged.
      if (!(error instanceof ApiError)) logFailure('log in', error);
      const message = loginErrorMessage(error);
      toast.show({ title: message, tone: 'error' });
      return message;
    }
  };
}

/**
 * /login: email and password, validated by loginSchema (the email is sent lower-cased). On
 * success 'Login successful!' and, 1.5 s later, home or the screen that asked for a login.
 */
export function LoginPage() {
  usePageMeta(TITLE, DESCRIPTION);
  const { state } = useLocation();
  const form = useAuthForm(loginSchema, { email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [next, setNext] = useState<string | null>(null);
  useRedirectAfter(next, TIMINGS.loginRedirectMs);
  const logIn = useLogin(() => setNext(afterLoginPath(state)));

  const submit = async () => {
    const credentials = form.submit();
    if (!credentials || busy) return;
    setBusy(true);
    setFailure(null);
    const message = await logIn(credentials);
    setFailure(message);
    // After a success the button stays busy until the redirect, so it cannot log in twice.
    if (message) setBusy(false);
  };

  const email = form.field('email');
  const password = form.field('password');
  return (
    <Container width="prose">
      <AuthCard
        title={TITLE}
        subtitle="Welcome back to the IC Universe."
        onSubmit={submit}
        actions={
          <Button type="submit" fullWidth loading={busy}>
            Continue
          </Button>
        }
        footer={
          <>
            <TextLink href="/forgot-password">Forgot password?</TextLink>
            <span>
              New here? <TextLink href="/signup">Create one!</TextLink>
            </span>
          </>
        }
      >
        <TextField label="Email" type="email" autoComplete="email" required {...email} />
        <PasswordField
          label="Password"
          required
          {...password}
          onChange={(event) => {
            setFailure(null);
            password.onChange(event);
          }}
          error={password.error ?? failure ?? undefined}
        />
      </AuthCard>
    </Container>
  );
}
