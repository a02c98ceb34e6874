import type { GuardianMe } from '@ic/domain';
import {
  Button,
  Container,
  EmptyState,
  Section,
  SkeletonText,
  Stack,
  useCatalogue,
  useT,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { endGuardianSession, useGuardianMe, useGuardianRefresh } from '../../api/guardian';
import { logFailure } from '../../api/log';
import { GuardianLinkRequest } from '../../sections/guardian/GuardianLinkRequest';
import { usePageMeta } from '../usePageMeta';
import { ChildPanel } from './ChildPanel';

function SignedInAs({ email }: { email: string }) {
  const toast = useToast();
  const t = useT();
  const refresh = useGuardianRefresh();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await endGuardianSession();
      await refresh.signedOut();
    } catch (error) {
      logFailure('sign out of the guardian dashboard', error);
      toast.show({ tone: 'error', title: t('account.guardian.signOutFailed') });
      setLeaving(false);
    }
  };
  return (
    <Stack direction="row" justify="between" align="center" wrap>
      <p>
        {t('account.guardian.signedInAs')} <strong>{email}</strong>
      </p>
      <Button variant="outline" size="sm" loading={leaving} onClick={() => void signOut()}>
        {t('account.guardian.signOut')}
      </Button>
    </Stack>
  );
}

function Dashboard({ me }: { me: GuardianMe }) {
  const t = useT();
  return (
    <Stack gap="lg">
      <SignedInAs email={me.email} />
      {me.children.length === 0 ? (
        <EmptyState
          icon="user"
          title={t('account.guardian.noChildren')}
          message={t('account.guardian.noChildrenMessage')}
        />
      ) : (
        me.children.map((child) => <ChildPanel key={child.id} child={child} />)
      )}
    </Stack>
  );
}

/**
 * /guardian (spec section 6): a guardian signed in by a mailed link sees each child, to approve
 * or decline a sign-up, set the rating, daily limit and pause, follow the activity and the
 * history of changes, and request deletion. Without a guardian session: "mail me a link".
 */
export function GuardianPage() {
  useCatalogue('account');
  const t = useT();
  const title = t('account.guardian.title');
  usePageMeta(title, t('account.guardian.description'));
  const { me, isLoading, error } = useGuardianMe();
  let content;
  if (isLoading) content = <SkeletonText lines={4} />;
  else if (error)
    content = (
      <EmptyState
        icon="alert"
        title={t('account.guardian.failed')}
        message={t('account.guardian.failedMessage')}
      />
    );
  else if (me) content = <Dashboard me={me} />;
  else
    content = (
      <Container width="prose">
        <GuardianLinkRequest />
      </Container>
    );
  return (
    <Section title={title} headingLevel="h1" description={t('account.guardian.intro')}>
      {content}
    </Section>
  );
}
