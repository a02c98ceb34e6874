import { resetPasswordFormSchema, TIMINGS } from '@ic/domain';
import {
  AuthCard,
  Button,
  Container,
  PasswordField,
  TextLink,
  useCatalogue,
  useMessage,
  useSchemaForm,
  useT,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { resetPassword, resetPasswordErrorMessage } from '../../api/auth';
import { ApiError } from '../../api/client';
import { logFailure } from '../../api/log';
import { useRedirectAfter } from '../../sections/auth/redirect';
import { usePageMeta } from '../usePageMeta';

function AskAgain() {
  const t = useT();
  return <TextLink href="/forgot-password">{t('account.reset.askAgain')}</TextLink>;
}

/** /Reset-password without the link's id and token: nothing to reset, so say how to get a link. */
function IncompleteLink() {
  const t = useT();
  return (
    <AuthCard title={t('account.reset.title')} footer={<AskAgain />}>
      <p>{t('account.reset.incomplete')}</p>
    </AuthCard>
  );
}

function ResetForm({ id, token }: { id: string; token: string }) {
  const toast = useToast();
  const t = useT();
  const say = useMessage();
  const form = useSchemaForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  useRedirectAfter(next, TIMINGS.resetRedirectMs);

  const submit = form.onSubmit(async (body) => {
    if (busy) return;
    setBusy(true);
    try {
      toast.show({
        title: say(await resetPassword(id, token, body.newPassword)),
        tone: 'success',
      });
      // The button stays busy until /login: the link is spent.
      setNext('/login');
    } catch (error) {
      if (!(error instanceof ApiError)) logFailure('reset the password', error);
      toast.show({ title: say(resetPasswordErrorMessage(error)), tone: 'error' });
      setBusy(false);
    }
  });

  return (
    <AuthCard
      title={t('account.reset.title')}
      subtitle={t('account.reset.subtitle')}
      onSubmit={submit}
      actions={
        <Button type="submit" fullWidth loading={busy}>
          {t('account.reset.submit')}
        </Button>
      }
      footer={<AskAgain />}
    >
      <PasswordField
        label={t('account.reset.newPassword')}
        autoComplete="new-password"
        required
        {...form.field('newPassword', { deps: ['confirmPassword'] })}
      />
      <PasswordField
        label={t('account.reset.confirmPassword')}
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
    </AuthCard>
  );
}

/** /reset-password/{id}/{token}, the link the reset email carries (and /Reset-password without it). */
export function ResetPasswordPage() {
  useCatalogue('account');
  const t = useT();
  usePageMeta(t('account.reset.title'), t('account.reset.description'));
  const { id, token } = useParams();
  return (
    <Container width="prose">
      {id && token ? <ResetForm id={id} token={token} /> : <IncompleteLink />}
    </Container>
  );
}
