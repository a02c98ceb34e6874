import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { ConfirmDialog } from '../Dialog';
import { FormAlert } from '../FormPanel';
import { useT } from '../i18n';
import { vars } from '../theme';

export type RegistrationDecision = 'approve' | 'decline';

export type ChildDecisionProps = {
  childName: string;
  onDecide: (decision: RegistrationDecision) => void;
  /** The answer being sent: its button spins and both wait. */
  deciding?: RegistrationDecision | null;
  error?: string | null;
  /** What deciding means where the question is asked (the dashboard's words by default). */
  description?: ReactNode;
  className?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  & [data-slot='decision-text'] {
    max-width: ${vars.size.prose};
    margin: 0;
  }
  & [data-slot='decision-actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
  }
`;

/**
 * A pending sign-up's answer: approve (the account opens, the child is mailed) or decline,
 * which erases the registration, so it asks first.
 */
export function ChildDecision({
  childName,
  onDecide,
  deciding = null,
  error,
  description,
  className,
}: ChildDecisionProps) {
  const t = useT();
  const textId = useId();
  const busy = deciding !== null;
  return (
    <Root role="group" aria-describedby={textId} className={className} data-slot="child-decision">
      <p id={textId} data-slot="decision-text">
        {description ?? t('account.child.decision.text', { name: childName })}
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      <div data-slot="decision-actions">
        <Button
          loading={deciding === 'approve'}
          disabled={busy && deciding !== 'approve'}
          onClick={() => onDecide('approve')}
        >
          {t('account.child.decision.approve', { name: childName })}
        </Button>
        <ConfirmDialog
          title={t('account.child.decision.declineTitle', { name: childName })}
          description={t('account.child.decision.declineDescription')}
          confirmLabel={t('account.child.decision.declineConfirm')}
          tone="danger"
          onConfirm={() => onDecide('decline')}
          trigger={
            <Button
              variant="outline"
              loading={deciding === 'decline'}
              disabled={busy && deciding !== 'decline'}
            >
              {t('account.child.decision.decline')}
            </Button>
          }
        />
      </div>
    </Root>
  );
}
