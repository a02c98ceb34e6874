import { CONSENT_LINK_DAYS } from '@ic/domain';
import {
  AuthCard,
  ConsentPending,
  Container,
  Section,
  SignupAccountForm,
  SignupProfileForm,
  useCatalogue,
  useT,
  WelcomeScreen,
} from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { WELCOME_TILES } from './signupCopy';
import { useSignupFlow, type SignupOutcome } from './useSignupFlow';

function Outcome({ outcome }: { outcome: SignupOutcome }) {
  const t = useT();
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
      tiles={WELCOME_TILES.map(({ key, icon, href }) => ({
        title: t(`account.welcome.${key}.title`),
        description: t(`account.welcome.${key}.description`),
        icon,
        href,
      }))}
      skipHref="/"
    />
  );
}

/**
 * /signup: steps 1 and 2 in the same card as Log In (heading centred over the form); the
 * welcome or the wait for a guardian after it, on the page.
 */
export function SignupPage() {
  useCatalogue('account');
  const t = useT();
  const title = t('account.signup.title');
  usePageMeta(title, t('account.signup.description'));
  const flow = useSignupFlow();
  if ((flow.step === 3 || flow.step === 5) && flow.outcome) {
    return (
      <Section title={title} headingLevel="h1">
        <Container width="prose" padded={false}>
          <Outcome outcome={flow.outcome} />
        </Container>
      </Section>
    );
  }
  return (
    <Container width="prose">
      <AuthCard title={title} subtitle={t('account.signup.subtitle')}>
        {flow.step === 1 && (
          <SignupAccountForm
            initialValues={flow.account ?? undefined}
            serverErrors={flow.serverErrors}
            onSubmit={flow.submitAccount}
            termsHref={paths.termsOfUse.href()}
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
      </AuthCard>
    </Container>
  );
}
