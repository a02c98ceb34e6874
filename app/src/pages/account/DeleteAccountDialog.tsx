import { MESSAGES } from '@ic/domain';
import { Button, Dialog, PasswordField, Stack, useMessage, useT, useToast } from '@ic/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteAccount } from '../../api/account';
import { serverMessageOr } from '../../api/client';
import { logFailure } from '../../api/log';
import { useSession } from '../../session';

const FORM_ID = 'delete-account-form';

/** The password check; the dialog stays open with the server's message until it passes. */
function useDeleteAccount() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const say = useMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (password: string) => {
    if (!password) return setError(MESSAGES.passwordRequired);
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount(password);
      // Leave the signed-in screen first: signing out here would send RequireSession to /login.
      await navigate('/', { replace: true });
      signOut();
      toast.show({ title: t('account.page.deleted'), tone: 'success' });
    } catch (failure) {
      logFailure('delete the account', failure);
      setError(say(serverMessageOr(failure, MESSAGES.tryAgain)));
      setBusy(false);
    }
  };
  return { busy, error, submit, reset: () => setError(undefined) };
}

/** Delete My Account: explains what goes and what stays, and asks for the password. */
export function DeleteAccountDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { busy, error, submit, reset } = useDeleteAccount();

  const changeOpen = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      reset();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(password);
  };

  return (
    <Dialog
      size="sm"
      title={t('account.page.deleteQuestion')}
      description={t('account.page.deleteExplained')}
      open={open}
      onOpenChange={changeOpen}
      closeLabel={null}
      trigger={<Button variant="danger">{t('account.page.deleteAccount')}</Button>}
      footer={
        <Stack direction="row" gap="sm">
          <Button variant="outline" disabled={busy} onClick={() => changeOpen(false)}>
            {t('account.page.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={FORM_ID} loading={busy}>
            {t('account.page.deleteConfirm')}
          </Button>
        </Stack>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t('account.field.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
      </form>
    </Dialog>
  );
}
