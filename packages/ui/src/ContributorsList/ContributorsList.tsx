import type { Contributor, SupportType } from '@ic/domain';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState';
import { useFormat, useT } from '../i18n';
import { vars } from '../theme';

/** 'One-time' or 'Monthly', in the screen's language. */
export function useSupportTypeLabel(): (type: SupportType) => string {
  const t = useT();
  return (type) => t(type === 'monthly' ? 'support.type.monthly' : 'support.type.oneTime');
}

export type ContributorsListProps = {
  contributors: readonly Contributor[];
  /** The list's accessible name. */
  label?: string;
  className?: string;
};

/** What the server sends for a blank or hidden name (packages/server's donations repository). */
const SERVED_ANONYMOUS = 'Anonymous';

/**
 * A blank display name means the supporter chose to stay anonymous (spec section 9); the server
 * already writes those as 'Anonymous', which shows in the screen's language too.
 */
export function useContributorName(): (contributor: Pick<Contributor, 'displayName'>) => string {
  const t = useT();
  return (contributor) => {
    const name = contributor.displayName.trim();
    return name && name !== SERVED_ANONYMOUS ? name : t('support.contributors.anonymous');
  };
}

const List = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & [data-slot='contributor'] {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${vars.space[1]} ${vars.space[3]};
    align-items: center;
    padding: ${vars.space[3]} ${vars.space[4]};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  & [data-slot='name'] {
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
  & [data-slot='amount'] {
    font-weight: ${vars.fontWeight.black};
  }
  & [data-slot='type'] {
    grid-column: 1 / -1;
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
  }
`;

/** Who has supported us: name (or Anonymous), amount in rupees and one-time or monthly. */
export function ContributorsList({ contributors, label, className }: ContributorsListProps) {
  const t = useT();
  const { rupees } = useFormat();
  const contributorName = useContributorName();
  const typeLabel = useSupportTypeLabel();
  if (contributors.length === 0) {
    // No gift through the site yet. The figures above still count the supporters before it (the
    // spec's floors), so this never says there are no supporters: only that no name is listed yet.
    return (
      <EmptyState
        headingLevel="h3"
        icon="heart"
        className={className}
        title={t('support.contributors.empty.title')}
        message={t('support.contributors.empty.message')}
      />
    );
  }
  return (
    <List aria-label={label ?? t('support.contributors.label')} className={className}>
      {contributors.map((contributor, index) => (
        <li key={`${contributor.createdAt}-${index}`} data-slot="contributor">
          <span data-slot="name">{contributorName(contributor)}</span>
          <span data-slot="amount">{rupees(contributor.amount)}</span>
          <span data-slot="type">{typeLabel(contributor.supportType)}</span>
        </li>
      ))}
    </List>
  );
}
