import { MESSAGES } from '@ic/domain';
import { Container, Section, Spinner, Stack, useCatalogue, useMessage, useT } from '@ic/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessageOr } from '../../api/client';
import { startGuardianSession, useGuardianRefresh } from '../../api/guardian';
import { logFailure } from '../../api/log';
import { paths } from '../../paths';
import { GuardianLinkRequest } from '../../sections/guardian/GuardianLinkRequest';
import { usePageMeta } from '../usePageMeta';

/**
 * /guardian/sign-in?token= (the mailed link): exchanges the token once for a guardian session
 * and replaces this address with /guardian, so the spent link is not kept in the history. An
 * expired, used or forged link shows the server's words and a way to ask for a new one.
 */
export function GuardianSignInPage() {
  useCatalogue('account');
  const t = useT();
  const say = useMessage();
  const title = t('account.guardianSignIn.title');
  usePageMeta(title, t('account.guardianSignIn.description'));
  const navigate = useNavigate();
  const refresh = useGuardianRefresh();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [problem, setProblem] = useState<string | null>(
    token ? null : t('account.guardianSignIn.incomplete'),
  );
  // The link works once: React's development double effect must not spend it twice.
  const exchanged = useRef(false);

  useEffect(() => {
    if (!token || exchanged.current) return;
    exchanged.current = true;
    startGuardianSession(token).then(
      async () => {
        await refresh.dashboard();
        await navigate(paths.guardian.href(), { replace: true });
      },
      (error: unknown) => {
        logFailure('sign in with a guardian link', error);
        setProblem(say(serverMessageOr(error, MESSAGES.tryAgain)));
      },
    );
    // 'say' changes every render; the ref above keeps the exchange to one.
  }, [token, navigate, refresh, say]);

  return (
    <Section title={title} headingLevel="h1">
      <Container width="prose">
        {problem ? (
          <GuardianLinkRequest title={t('account.guardianSignIn.newLink')} problem={problem} />
        ) : (
          <Stack direction="row" align="center" gap="sm">
            <Spinner label={null} />
            <p role="status">{t('account.guardianSignIn.signingIn')}</p>
          </Stack>
        )}
      </Container>
    </Section>
  );
}
