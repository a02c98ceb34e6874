import {
  DISPLAY_TIME_ZONE,
  formatDateTime,
  formatMinutes,
  LANGUAGE_LOCALES,
  type GuardianAuditEntry,
} from '@ic/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState';
import { useLanguage, useT } from '../i18n';
import { vars } from '../theme';
import { auditChanges, type AuditWords } from './auditText';

const STATUSES = new Set(['pending', 'active', 'paused', 'suspended']);

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
  title,
  headingLevel: Heading = 'h3',
  className,
}: GuardianAuditListProps) {
  const t = useT();
  const language = useLanguage();
  const locale = LANGUAGE_LOCALES[language];
  const titleId = useId();
  const words: AuditWords = {
    field: (field) => t(`account.audit.field.${field}`),
    none: t('account.audit.none'),
    yes: t('account.audit.yes'),
    no: t('account.audit.no'),
    noLimit: t('account.audit.noLimit'),
    erased: t('account.audit.erased'),
    minutes: (minutes) => formatMinutes(minutes, locale),
    // English shows the stored word ('active'), as before; Hindi the card's badge words.
    status:
      language === 'en'
        ? undefined
        : (status) => (STATUSES.has(status) ? t(`account.child.status.${status}`) : status),
  };
  // English keeps the spec's 'Oct 12, 2025' order; Hindi writes its own.
  const when = (iso: string) =>
    language === 'en' ? formatDateTime(iso) : formatDateTime(iso, DISPLAY_TIME_ZONE, locale);
  return (
    <Root aria-labelledby={titleId} className={className} data-slot="guardian-audit">
      <Heading id={titleId} data-slot="audit-title">
        {title ?? t('account.audit.title')}
      </Heading>
      {entries.length === 0 ? (
        <EmptyState
          icon="edit"
          headingLevel="h4"
          title={t('account.audit.emptyTitle')}
          message={t('account.audit.emptyMessage')}
        />
      ) : (
        <ol data-slot="audit-list" aria-labelledby={titleId}>
          {entries.map((entry) => {
            const changes = auditChanges(entry, words);
            return (
              <li key={`${entry.at}-${entry.action}`} data-slot="audit-entry">
                <span data-slot="audit-action">{t(`account.audit.action.${entry.action}`)}</span>
                {changes.length > 0 && (
                  <ul data-slot="audit-changes">
                    {changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                )}
                <span data-slot="audit-who">
                  {t('account.audit.by', { by: entry.by })}{' '}
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Root>
  );
}
