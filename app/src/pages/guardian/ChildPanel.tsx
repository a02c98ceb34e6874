import { MESSAGES, type ChildSettingsChange, type GuardianChild } from '@ic/domain';
import {
  ChildCard,
  ChildDecision,
  ChildDeletion,
  ChildSettingsForm,
  Note,
  type RegistrationDecision,
  Tabs,
  useMessage,
  useT,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import {
  decideRegistration,
  requestChildDeletion,
  saveChildSettings,
  useGuardianRefresh,
} from '../../api/guardian';
import { serverMessageOr } from '../../api/client';
import { logFailure } from '../../api/log';
import { ChildActivityPanel, ChildAuditPanel } from './ChildRecords';
import { firstNameOf } from './guardianCopy';

type Outcome = { busy: boolean; message: string | null; error: string | null };
const IDLE: Outcome = { busy: false, message: null, error: null };

/** Runs one change for a child, keeping what the form shows: busy, the server's word or the failure. */
function useChildChange<A extends unknown[]>(
  what: string,
  change: (...args: A) => Promise<{ message: string | undefined }>,
) {
  const [outcome, setOutcome] = useState<Outcome>(IDLE);
  const say = useMessage();
  const run = async (...args: A): Promise<string | null> => {
    setOutcome({ busy: true, message: null, error: null });
    try {
      const { message } = await change(...args);
      const said = message === undefined ? null : say(message);
      setOutcome({ busy: false, message: said, error: null });
      return said;
    } catch (error) {
      logFailure(what, error);
      setOutcome({
        busy: false,
        message: null,
        error: say(serverMessageOr(error, MESSAGES.tryAgain)),
      });
      return null;
    }
  };
  return [outcome, run] as const;
}

function PendingDecision({ child }: { child: GuardianChild }) {
  const toast = useToast();
  const refresh = useGuardianRefresh();
  const [decision, setDecision] = useState<RegistrationDecision | null>(null);
  const [outcome, decide] = useChildChange('answer a sign-up', (answer: RegistrationDecision) =>
    decideRegistration(child.id, answer),
  );
  const answer = async (next: RegistrationDecision) => {
    setDecision(next);
    const message = await decide(next);
    setDecision(null);
    if (message === null) return;
    toast.show({ tone: 'success', title: message });
    await refresh.dashboard();
  };
  return (
    <ChildDecision
      childName={child.name}
      deciding={outcome.busy ? decision : null}
      error={outcome.error}
      onDecide={(next) => void answer(next)}
    />
  );
}

function SettingsPanel({ child }: { child: GuardianChild }) {
  const refresh = useGuardianRefresh();
  const [outcome, save] = useChildChange(
    'save a child’s settings',
    async (change: ChildSettingsChange) => {
      const saved = await saveChildSettings(child.id, change);
      await refresh.child(child.id);
      return saved;
    },
  );
  return (
    <ChildSettingsForm
      settings={child.settings}
      childName={child.name}
      saving={outcome.busy}
      saved={outcome.message}
      error={outcome.error}
      onSave={save}
    />
  );
}

function DeletionPanel({ child }: { child: GuardianChild }) {
  const toast = useToast();
  const refresh = useGuardianRefresh();
  const [outcome, erase] = useChildChange('delete a child’s account', () =>
    requestChildDeletion(child.id),
  );
  const confirm = async () => {
    const message = await erase();
    if (message === null) return;
    toast.show({ tone: 'success', title: message });
    await refresh.dashboard();
  };
  return (
    <ChildDeletion
      childName={child.name}
      deleting={outcome.busy}
      error={outcome.error}
      onDelete={() => void confirm()}
    />
  );
}

/**
 * One child on the dashboard: a pending sign-up asks for the guardian's answer; an active
 * account has its settings, activity and history in tabs, and the deletion request below.
 */
export function ChildPanel({ child }: { child: GuardianChild }) {
  const t = useT();
  if (child.status === 'pending') {
    return (
      <ChildCard child={child}>
        <PendingDecision child={child} />
      </ChildCard>
    );
  }
  return (
    <ChildCard child={child}>
      {child.status === 'suspended' && (
        <Note>{t('account.guardian.suspended', { name: firstNameOf(child.name) })}</Note>
      )}
      <Tabs
        label={t('account.guardian.tabsLabel', { name: child.name })}
        items={[
          {
            value: 'settings',
            label: t('account.guardian.settingsTab'),
            content: <SettingsPanel child={child} />,
          },
          {
            value: 'activity',
            label: t('account.guardian.activityTab'),
            content: <ChildActivityPanel child={child} />,
          },
          {
            value: 'history',
            label: t('account.guardian.historyTab'),
            content: <ChildAuditPanel child={child} />,
          },
        ]}
      />
      <DeletionPanel child={child} />
    </ChildCard>
  );
}
