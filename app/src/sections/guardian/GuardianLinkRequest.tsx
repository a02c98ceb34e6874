import { MESSAGES } from '@ic/domain';
import { GuardianLinkForm, useMessage, useT } from '@ic/ui';
import { useState, type ReactNode } from 'react';
import { requestGuardianLink } from '../../api/guardian';
import { serverMessageOr } from '../../api/client';
import { logFailure } from '../../api/log';

type Asked = { sending: boolean; sent: string | null; error: string | null };

/**
 * "Mail me a link", wired to the server: the dashboard's way in, and the way out of a link that
 * no longer works (`problem` says why).
 */
export function GuardianLinkRequest({ problem, title }: { problem?: ReactNode; title?: string }) {
  const t = useT();
  const say = useMessage();
  const [asked, setAsked] = useState<Asked>({ sending: false, sent: null, error: null });
  const request = async (email: string) => {
    setAsked({ sending: true, sent: null, error: null });
    try {
      const { message } = await requestGuardianLink(email);
      setAsked({
        sending: false,
        sent: message ? say(message) : t('account.guardianLink.sent'),
        error: null,
      });
    } catch (error) {
      logFailure('ask for a guardian sign-in link', error);
      setAsked({
        sending: false,
        sent: null,
        error: say(serverMessageOr(error, MESSAGES.tryAgain)),
      });
    }
  };
  return (
    <GuardianLinkForm
      title={title}
      problem={problem}
      sending={asked.sending}
      sent={asked.sent}
      error={asked.error}
      onRequest={request}
    />
  );
}
