import { forgotPasswordSchema } from '@ic/domain';
import { AuthCard, Button, Container, TextField, useToast } from '@ic/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgotPassword, forgotPasswordErrorMessage } from '../../api/auth';
import { ApiError } from '../../api/client';
import { logFailure } from '../../api/log';
import { useAuthForm } from '../../sections/auth/useAuthForm';
import { usePageMeta } from '../usePageMeta';

const TITLE = 'Forgot Password';
const DESCRIPTION = 'Forgot your IC Universe password? Ask for a reset link by email.';

/**
 * /forgot-password: one email field. The server answers the same whether or not an account
 * exists, so the toast never tells a stranger who is registered.
 */
export function ForgotPasswordPage() {
  usePageMeta(TITLE, DESCRIPTION);
  const navigate = useNavigate();
  const toast = useToast();
  const form = useAuthForm(forgotPasswordSchema, { email: '' });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const body = form.submit();
    if (!body || busy) return;
    setBusy(true);
    try {
      toast.show({ title: await forgotPassword(body.email), tone: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError)) logFailure('ask for a reset link', error);
      toast.show({ title: forgotPasswordErrorMessage(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container width="prose">
      <AuthCard
        title={TITLE}
        subtitle="Enter your account's email and we will send you a link to choose a new password."
        onSubmit={submit}
        actions={
          <>
            <Button type="submit" fullWidth loading={busy}>
              Send Reset Email
            </Button>
            <Button type="button" variant="outline" fullWidth onClick={() => navigate('/login')}>
              Back to Login
            </Button>
          </>
        }
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
      </AuthCard>
    </Container>
  );
}
