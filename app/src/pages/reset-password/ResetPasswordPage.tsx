import { resetPasswordFormSchema, TIMINGS } from '@ic/domain';
import { AuthCard, Button, Container, PasswordField, TextLink, useToast } from '@ic/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { resetPassword, resetPasswordErrorMessage } from '../../api/auth';
import { ApiError } from '../../api/client';
import { logFailure } from '../../api/log';
import { useRedirectAfter } from '../../sections/auth/redirect';
import { useAuthForm } from '../../sections/auth/useAuthForm';
import { usePageMeta } from '../usePageMeta';

const TITLE = 'Reset Password';
const DESCRIPTION = 'Choose a new password for your IC Universe account.';

const ASK_AGAIN = <TextLink href="/forgot-password">Ask for a new reset link</TextLink>;

/** /Reset-password without the link's id and token: nothing to reset, so say how to get a link. */
function IncompleteLink() {
  return (
    <AuthCard title={TITLE} footer={ASK_AGAIN}>
      <p>
        This reset link is incomplete. Open the link from your email again, or ask for a new one.
      </p>
    </AuthCard>
  );
}

function ResetForm({ id, token }: { id: string; token: string }) {
  const toast = useToast();
  const form = useAuthForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  useRedirectAfter(next, TIMINGS.resetRedirectMs);

  const submit = async () => {
    const body = form.submit();
    if (!body || busy) return;
    setBusy(true);
    try {
      toast.show({ title: await resetPassword(id, token, body.newPassword), tone: 'success' });
      // The button stays busy until /login: the link is spent.
      setNext('/login');
    } catch (error) {
      if (!(error instanceof ApiError)) logFailure('reset the password', error);
      toast.show({ title: resetPasswordErrorMessage(error), tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={TITLE}
      subtitle="Choose a new password: at least 6 characters with an uppercase and a lowercase letter, a number and a symbol."
      onSubmit={submit}
      actions={
        <Button type="submit" fullWidth loading={busy}>
          Reset Password
        </Button>
      }
      footer={ASK_AGAIN}
    >
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        {...form.field('newPassword')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
    </AuthCard>
  );
}

/** /reset-password/{id}/{token}, the link the reset email carries (and /Reset-password without it). */
export function ResetPasswordPage() {
  usePageMeta(TITLE, DESCRIPTION);
  const { id, token } = useParams();
  return (
    <Container width="prose">
      {id && token ? <ResetForm id={id} token={token} /> : <IncompleteLink />}
    </Container>
  );
}
