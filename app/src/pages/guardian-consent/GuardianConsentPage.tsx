import { MESSAGES } from '@ic/domain';
import {
  ChildDecision,
  Container,
  EmptyState,
  Note,
  type RegistrationDecision,
  Section,
  SkeletonText,
  Stack,
  TextLink,
  useCatalogue,
  useMessage,
  useT,
} from '@ic/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, serverMessageOr } from '../../api/client';
import { consentPath, decideConsent, useConsentRequest } from '../../api/consent';
import { logFailure } from '../../api/log';
import { paths } from '../../paths';
import { GuardianLinkRequest } from '../../sections/guardian/GuardianLinkRequest';
import { usePageMeta } from '../usePageMeta';

type Outcome = { deciding: RegistrationDecision | null; error: string | null; done: string | null };

/** Whose sign-up it is and the question, or the words of what was decided. */
function Decision({
  token,
  childName,
  childEmail,
}: { token: string } & Record<'childName' | 'childEmail', string>) {
  const [outcome, setOutcome] = useState<Outcome>({ deciding: null, error: null, done: null });
  const t = useT();
  const say = useMessage();
  const decide = async (decision: RegistrationDecision) => {
    setOutcome({ deciding: decision, error: null, done: null });
    try {
      const message = await decideConsent(token, decision);
      setOutcome({ deciding: null, error: null, done: say(message ?? MESSAGES.tryAgain) });
    } catch (error) {
      logFailure('answer a consent request', error);
      setOutcome({
        deciding: null,
        error: say(serverMessageOr(error, MESSAGES.tryAgain)),
        done: null,
      });
    }
  };
  if (outcome.done) {
    return (
      <Stack gap="md">
        <div role="status">
          <Note tone="success">{outcome.done}</Note>
        </div>
        <p>
          <TextLink href={paths.guardian.href()}>{t('account.consentPage.dashboard')}</TextLink>{' '}
          {t('account.consentPage.dashboardWhy')}
        </p>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <p>
        <strong>{childName}</strong> ({childEmail}) {t('account.consentPage.signedUp')}
      </p>
      <ChildDecision
        childName={childName}
        description={t('account.consentPage.meaning')}
        deciding={outcome.deciding}
        error={outcome.error}
        onDecide={(decision) => void decide(decision)}
      />
    </Stack>
  );
}

function ConsentRequest({ token }: { token: string }) {
  const { request, isLoading, error } = useConsentRequest(token);
  const t = useT();
  const say = useMessage();
  if (isLoading) return <SkeletonText lines={4} />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <GuardianLinkRequest
        title={t('account.consentPage.dashboardForm')}
        problem={say(error.message)}
      />
    );
  }
  if (error || !request) {
    return (
      <EmptyState
        icon="alert"
        title={t('account.consentPage.failed')}
        message={t('account.consentPage.failedMessage')}
      />
    );
  }
  return <Decision token={token} {...request} />;
}

/**
 * /guardian/consent?token= (the consent mail's links): a parent or guardian sees whose sign-up
 * waits and approves or declines it, on a page of the site rather than a bare form at an API
 * address. Opening it decides nothing; a spent or forged link leads to the dashboard instead.
 */
export function GuardianConsentPage() {
  useCatalogue('account');
  const t = useT();
  const title = t('account.consentPage.title');
  usePageMeta(title, t('account.consentPage.description'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Section title={title} headingLevel="h1">
      <Container width="prose">
        <Stack gap="lg">
          {consentPath(token) ? (
            <ConsentRequest token={token} />
          ) : (
            <GuardianLinkRequest
              title={t('account.consentPage.dashboardForm')}
              problem={t('account.consentPage.incomplete')}
            />
          )}
          <p>
            {t('account.consentPage.policy')}{' '}
            <TextLink href={paths.childrenPrivacyPolicy.href()}>
              {t('account.consentPage.policyLink')}
            </TextLink>
            {t('account.consentPage.policyEnd')}
          </p>
        </Stack>
      </Container>
    </Section>
  );
}
