import { ACCESS_MESSAGES, MESSAGES } from '@ic/domain';
import { Switch, useMessage, useT, useToast } from '@ic/ui';
import { useState } from 'react';
import { setNewsletter } from '../../api/account';
import { serverMessageOr } from '../../api/client';
import { logFailure } from '../../api/log';
import { useChildAccount } from '../../sections/access/useChildAccount';
import { useSession } from '../../session';

/**
 * The subscription-mail toggle. It moves at once (the session and its cookie change), and goes
 * back with an error toast when the server refuses or cannot be reached. A child account never
 * gets marketing mail: its switch is off and locked, and says why.
 */
export function NewsletterSetting() {
  const { user, updateUser } = useSession();
  const toast = useToast();
  const t = useT();
  const say = useMessage();
  const [saving, setSaving] = useState(false);
  const child = useChildAccount();
  const checked = child === null && user?.newsLetter === true;

  const change = async (next: boolean) => {
    setSaving(true);
    updateUser({ newsLetter: next });
    try {
      const saved = await setNewsletter(next);
      updateUser({ newsLetter: saved.newsLetter });
      const title = saved.newsLetter
        ? t('account.page.newsletterOn')
        : t('account.page.newsletterOff');
      toast.show({ title, tone: 'success' });
    } catch (error) {
      logFailure('save the subscription mail setting', error);
      updateUser({ newsLetter: !next });
      toast.show({ title: say(serverMessageOr(error, MESSAGES.tryAgain)), tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Switch
      label={t('account.page.newsletterLabel')}
      description={
        child ? say(ACCESS_MESSAGES.childNewsletter) : t('account.page.newsletterDescription')
      }
      checked={checked}
      disabled={saving || child !== null}
      onCheckedChange={(next) => void change(next)}
    />
  );
}
