import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { ConfirmDialog } from '../Dialog';
import { FormAlert } from '../FormPanel';
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
  const textId = useId();
  const busy = deciding !== null;
  return (
    <Root role="group" aria-describedby={textId} className={className} data-slot="child-decision">
      <p id={textId} data-slot="decision-text">
        {description ??
          `${childName} signed up and is waiting for your answer. Approve to open the account, with the settings below it once it is active; decline to delete the sign-up and everything we stored about it.`}
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      <div data-slot="decision-actions">
        <Button
          loading={deciding === 'approve'}
          disabled={busy && deciding !== 'approve'}
          onClick={() => onDecide('approve')}
        >
          Approve {childName}
        </Button>
        <ConfirmDialog
          title={`Decline ${childName}’s sign-up?`}
          description="The sign-up and everything stored about it are deleted. This cannot be undone."
          confirmLabel="Decline and delete"
          tone="danger"
          onConfirm={() => onDecide('decline')}
          trigger={
            <Button
              variant="outline"
              loading={deciding === 'decline'}
              disabled={busy && deciding !== 'decline'}
            >
              Decline
            </Button>
          }
        />
      </div>
    </Root>
  );
}
