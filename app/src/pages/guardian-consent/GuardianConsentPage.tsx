import { MESSAGES } from '@ic/domain';
import {
  ChildDecision,
  Container,
  EmptyState,
  Note,
  Section,
  SkeletonText,
  Stack,
  TextLink,
  type RegistrationDecision,
} from '@ic/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, serverMessageOr } from '../../api/client';
import { consentPath, decideConsent, useConsentRequest } from '../../api/consent';
import { logFailure } from '../../api/log';
import { paths } from '../../paths';
import { GuardianLinkRequest } from '../../sections/guardian/GuardianLinkRequest';
import { usePageMeta } from '../usePageMeta';

const TEXT = {
  description: "A parent or guardian approves or declines a child's IC Universe sign-up.",
  incomplete:
    'This consent link is incomplete. Sign in to your guardian dashboard to answer instead.',
  dashboardForm: 'Open your guardian dashboard',
  failed: 'We could not load this sign-up.',
  failedMessage: 'Check your connection and open the link again.',
  meaning: 'Approving activates the account. Declining deletes everything we stored about them.',
  dashboard: 'Open the guardian dashboard',
  policy: "How we look after children's data: read our",
} as const;

type Outcome = { deciding: RegistrationDecision | null; error: string | null; done: string | null };

/** Whose sign-up it is and the question, or the words of what was decided. */
function Decision({
  token,
  childName,
  childEmail,
}: { token: string } & Record<'childName' | 'childEmail', string>) {
  const [outcome, setOutcome] = useState<Outcome>({ deciding: null, error: null, done: null });
  const decide = async (decision: RegistrationDecision) => {
    setOutcome({ deciding: decision, error: null, done: null });
    try {
      const message = await decideConsent(token, decision);
      setOutcome({ deciding: null, error: null, done: message ?? MESSAGES.tryAgain });
    } catch (error) {
      logFailure('answer a consent request', error);
      setOutcome({ deciding: null, error: serverMessageOr(error, MESSAGES.tryAgain), done: null });
    }
  };
  if (outcome.done) {
    return (
      <Stack gap="md">
        <div role="status">
          <Note tone="success">{outcome.done}</Note>
        </div>
        <p>
          <TextLink href={paths.guardian.href()}>{TEXT.dashboard}</TextLink> to see what your child
          reads, set the highest rating and a daily limit, or pause the account.
        </p>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <p>
        <strong>{childName}</strong> ({childEmail}) signed up to IC Universe and named you as their
        parent or guardian. Because they are under 18, the account stays inactive until you decide.
      </p>
      <ChildDecision
        childName={childName}
        description={TEXT.meaning}
        deciding={outcome.deciding}
        error={outcome.error}
        onDecide={(decision) => void decide(decision)}
      />
    </Stack>
  );
}

function ConsentRequest({ token }: { token: string }) {
  const { request, isLoading, error } = useConsentRequest(token);
  if (isLoading) return <SkeletonText lines={4} />;
  if (error instanceof ApiError && error.status === 404) {
    return <GuardianLinkRequest title={TEXT.dashboardForm} problem={error.message} />;
  }
  if (error || !request) {
    return <EmptyState icon="alert" title={TEXT.failed} message={TEXT.failedMessage} />;
  }
  return <Decision token={token} {...request} />;
}

/**
 * /guardian/consent?token= (the consent mail's links): a parent or guardian sees whose sign-up
 * waits and approves or declines it, on a page of the site rather than a bare form at an API
 * address. Opening it decides nothing; a spent or forged link leads to the dashboard instead.
 */
export function GuardianConsentPage() {
  usePageMeta(paths.guardianConsent.title, TEXT.description);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Section title={paths.guardianConsent.title} headingLevel="h1">
      <Container width="prose">
        <Stack gap="lg">
          {consentPath(token) ? (
            <ConsentRequest token={token} />
          ) : (
            <GuardianLinkRequest title={TEXT.dashboardForm} problem={TEXT.incomplete} />
          )}
          <p>
            {TEXT.policy}{' '}
            <TextLink href={paths.childrenPrivacyPolicy.href()}>
              {paths.childrenPrivacyPolicy.title}
            </TextLink>
            .
          </p>
        </Stack>
      </Container>
    </Section>
  );
}
