import { forgotPasswordSchema } from '@ic/domain';
import {
  AuthCard,
  Button,
  Container,
  EmailField,
  useCatalogue,
  useMessage,
  useSchemaForm,
  useT,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgotPassword, forgotPasswordErrorMessage } from '../../api/auth';
import { ApiError } from '../../api/client';
import { logFailure } from '../../api/log';
import { usePageMeta } from '../usePageMeta';

/**
 * /forgot-password: one email field. The server answers the same whether or not an account
 * exists, so the toast never tells a stranger who is registered.
 */
export function ForgotPasswordPage() {
  useCatalogue('account');
  const t = useT();
  usePageMeta(t('account.forgot.title'), t('account.forgot.description'));
  const navigate = useNavigate();
  const toast = useToast();
  const say = useMessage();
  const form = useSchemaForm({ schema: forgotPasswordSchema, defaultValues: { email: '' } });
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (body) => {
    if (busy) return;
    setBusy(true);
    try {
      toast.show({ title: say(await forgotPassword(body.email)), tone: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError)) logFailure('ask for a reset link', error);
      toast.show({ title: say(forgotPasswordErrorMessage(error)), tone: 'error' });
    } finally {
      setBusy(false);
    }
  });

  return (
    <Container width="prose">
      <AuthCard
        title={t('account.forgot.title')}
        subtitle={t('account.forgot.subtitle')}
        onSubmit={submit}
        actions={
          <>
            <Button type="submit" fullWidth loading={busy}>
              {t('account.forgot.send')}
            </Button>
            <Button type="button" variant="outline" fullWidth onClick={() => navigate('/login')}>
              {t('account.forgot.back')}
            </Button>
          </>
        }
      >
        <EmailField label={t('account.field.email')} required {...form.field('email')} />
      </AuthCard>
    </Container>
  );
}
