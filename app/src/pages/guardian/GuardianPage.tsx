import type { GuardianMe } from '@ic/domain';
import { Button, Container, EmptyState, Section, SkeletonText, Stack, useToast } from '@ic/ui';
import { useState } from 'react';
import { endGuardianSession, useGuardianMe, useGuardianRefresh } from '../../api/guardian';
import { logFailure } from '../../api/log';
import { paths } from '../../paths';
import { GuardianLinkRequest } from '../../sections/guardian/GuardianLinkRequest';
import { usePageMeta } from '../usePageMeta';
import { ChildPanel } from './ChildPanel';
import { GUARDIAN_TEXT } from './guardianCopy';

function SignedInAs({ email }: { email: string }) {
  const toast = useToast();
  const refresh = useGuardianRefresh();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await endGuardianSession();
      await refresh.signedOut();
    } catch (error) {
      logFailure('sign out of the guardian dashboard', error);
      toast.show({ tone: 'error', title: GUARDIAN_TEXT.signOutFailed });
      setLeaving(false);
    }
  };
  return (
    <Stack direction="row" justify="between" align="center" wrap>
      <p>
        {GUARDIAN_TEXT.signedInAs} <strong>{email}</strong>
      </p>
      <Button variant="outline" size="sm" loading={leaving} onClick={() => void signOut()}>
        {GUARDIAN_TEXT.signOut}
      </Button>
    </Stack>
  );
}

function Dashboard({ me }: { me: GuardianMe }) {
  return (
    <Stack gap="lg">
      <SignedInAs email={me.email} />
      {me.children.length === 0 ? (
        <EmptyState
          icon="user"
          title={GUARDIAN_TEXT.noChildren}
          message={GUARDIAN_TEXT.noChildrenMessage}
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
  usePageMeta(paths.guardian.title, GUARDIAN_TEXT.description);
  const { me, isLoading, error } = useGuardianMe();
  let content;
  if (isLoading) content = <SkeletonText lines={4} />;
  else if (error)
    content = (
      <EmptyState icon="alert" title={GUARDIAN_TEXT.failed} message={GUARDIAN_TEXT.failedMessage} />
    );
  else if (me) content = <Dashboard me={me} />;
  else
    content = (
      <Container width="prose">
        <GuardianLinkRequest />
      </Container>
    );
  return (
    <Section title={paths.guardian.title} headingLevel="h1" description={GUARDIAN_TEXT.intro}>
      {content}
    </Section>
  );
}
