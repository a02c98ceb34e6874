import { MESSAGES } from '@ic/domain';
import { Button, ConfirmDialog, useToast } from '@ic/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api/account';
import { logFailure } from '../../api/log';
import { useSession } from '../../session';
import { ACCOUNT_TEXT } from './accountCopy';

/**
 * Log Out asks first, then ends the session on the server before forgetting it here, so a failed
 * call leaves the person signed in and says 'Logout failed. Please try again.' (spec section 8).
 */
export function LogoutButton() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
      signOut();
      void navigate('/login');
    } catch (error) {
      logFailure('log out', error);
      toast.show({ title: MESSAGES.logoutFailed, tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={ACCOUNT_TEXT.logOutQuestion}
      description={ACCOUNT_TEXT.logOutExplained}
      confirmLabel={ACCOUNT_TEXT.logOut}
      onConfirm={() => void confirm()}
      trigger={
        <Button variant="outline" loading={busy}>
          {ACCOUNT_TEXT.logOut}
        </Button>
      }
    />
  );
}
