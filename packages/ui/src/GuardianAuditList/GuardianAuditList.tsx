import { formatDateTime, type GuardianAuditEntry } from '@ic/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState';
import { vars } from '../theme';
import { AUDIT_ACTIONS, auditChanges } from './auditText';

export type GuardianAuditListProps = {
  /** Newest first, as the server keeps them. */
  entries: readonly GuardianAuditEntry[];
  title?: string;
  headingLevel?: 'h3' | 'h4';
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  & [data-slot='audit-title'] {
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='audit-list'] {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-slot='audit-entry'] {
    display: grid;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border-left: ${vars.size.border} solid ${vars.color.accent};
    background: ${vars.color.surface};
  }
  & [data-slot='audit-action'] {
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='audit-changes'] {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
    padding-left: ${vars.space[5]};
  }
  & [data-slot='audit-who'] {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

/** Every change a guardian made for a child: what, from what to what, by whom and when. */
export function GuardianAuditList({
  entries,
  title = 'History of changes',
  headingLevel: Heading = 'h3',
  className,
}: GuardianAuditListProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={className} data-slot="guardian-audit">
      <Heading id={titleId} data-slot="audit-title">
        {title}
      </Heading>
      {entries.length === 0 ? (
        <EmptyState
          icon="edit"
          headingLevel="h4"
          title="No changes yet"
          message="Every change to this account's settings is recorded here, with who made it and when."
        />
      ) : (
        <ol data-slot="audit-list" aria-labelledby={titleId}>
          {entries.map((entry) => {
            const changes = auditChanges(entry);
            return (
              <li key={`${entry.at}-${entry.action}`} data-slot="audit-entry">
                <span data-slot="audit-action">{AUDIT_ACTIONS[entry.action]}</span>
                {changes.length > 0 && (
                  <ul data-slot="audit-changes">
                    {changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                )}
                <span data-slot="audit-who">
                  By {entry.by} on <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Root>
  );
}
