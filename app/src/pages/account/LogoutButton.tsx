import { MESSAGES } from '@ic/domain';
import { Button, ConfirmDialog, useMessage, useT, useToast } from '@ic/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api/account';
import { logFailure } from '../../api/log';
import { useSession } from '../../session';

/**
 * Log Out asks first, then ends the session on the server before forgetting it here, so a failed
 * call leaves the person signed in and says 'Logout failed. Please try again.' (spec section 8).
 */
export function LogoutButton() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const say = useMessage();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
      signOut();
      void navigate('/login');
    } catch (error) {
      logFailure('log out', error);
      toast.show({ title: say(MESSAGES.logoutFailed), tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={t('account.page.logOutQuestion')}
      description={t('account.page.logOutExplained')}
      confirmLabel={t('account.page.logOut')}
      cancelLabel={t('account.page.cancel')}
      onConfirm={() => void confirm()}
      trigger={
        <Button variant="outline" loading={busy}>
          {t('account.page.logOut')}
        </Button>
      }
    />
  );
}
