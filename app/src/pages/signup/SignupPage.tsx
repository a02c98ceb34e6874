import { CONSENT_LINK_DAYS } from '@ic/domain';
import {
  ConsentPending,
  Container,
  Section,
  SignupAccountForm,
  SignupProfileForm,
  WelcomeScreen,
  useToast,
} from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { SIGNUP_DESCRIPTION, SIGNUP_TITLE, WELCOME_TILES, socialUnavailable } from './signupCopy';
import { useSignupFlow, type SignupOutcome } from './useSignupFlow';

function Outcome({ outcome }: { outcome: SignupOutcome }) {
  if (outcome.kind === 'pending') {
    return (
      <ConsentPending
        guardianEmail={outcome.guardianEmail}
        linkValidDays={CONSENT_LINK_DAYS}
        loginHref="/login"
      />
    );
  }
  return (
    <WelcomeScreen
      firstName={outcome.firstName}
      username={outcome.username}
      tiles={WELCOME_TILES}
      skipHref="/"
    />
  );
}

export function SignupPage() {
  usePageMeta(SIGNUP_TITLE, SIGNUP_DESCRIPTION);
  const toast = useToast();
  const flow = useSignupFlow();
  return (
    <Section title={SIGNUP_TITLE} headingLevel="h1">
      <Container width="prose" padded={false}>
        {flow.step === 1 && (
          <SignupAccountForm
            initialValues={flow.account ?? undefined}
            serverErrors={flow.serverErrors}
            onSubmit={flow.submitAccount}
            termsHref={paths.termsOfUse.href()}
            onSocial={(provider) =>
              toast.show({ tone: 'info', title: socialUnavailable(provider) })
            }
          />
        )}
        {flow.step === 2 && (
          <SignupProfileForm
            initialValues={flow.profile}
            serverErrors={flow.serverErrors}
            submitting={flow.submitting}
            onSubmit={(values) => void flow.submitProfile(values)}
            onBack={flow.back}
          />
        )}
        {(flow.step === 3 || flow.step === 5) && flow.outcome && <Outcome outcome={flow.outcome} />}
      </Container>
    </Section>
  );
}
