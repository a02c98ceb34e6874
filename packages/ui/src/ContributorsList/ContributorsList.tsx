import { formatRupees, type Contributor, type SupportType } from '@ic/domain';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState';
import { vars } from '../theme';

/** A blank display name means the supporter chose to stay anonymous (spec section 9). */
export const ANONYMOUS_NAME = 'Anonymous';
export const SUPPORT_TYPE_LABELS: Record<SupportType, string> = {
  'one-time': 'One-time',
  monthly: 'Monthly',
};
/**
 * No gift through the site yet. The figures above still count the supporters before it (the
 * spec's floors), so this never says there are no supporters: only that no name is listed yet.
 */
export const NO_CONTRIBUTORS = {
  title: 'Be the first name on this list',
  message: 'Gifts made on this page are listed here, newest first, by name or as Anonymous.',
} as const;

export type ContributorsListProps = {
  contributors: readonly Contributor[];
  /** The list's accessible name. */
  label?: string;
  className?: string;
};

export const contributorName = (contributor: Pick<Contributor, 'displayName'>) =>
  contributor.displayName.trim() || ANONYMOUS_NAME;

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
export function ContributorsList({
  contributors,
  label = 'Contributors',
  className,
}: ContributorsListProps) {
  if (contributors.length === 0) {
    return <EmptyState headingLevel="h3" icon="heart" className={className} {...NO_CONTRIBUTORS} />;
  }
  return (
    <List aria-label={label} className={className}>
      {contributors.map((contributor, index) => (
        <li key={`${contributor.createdAt}-${index}`} data-slot="contributor">
          <span data-slot="name">{contributorName(contributor)}</span>
          <span data-slot="amount">{formatRupees(contributor.amount)}</span>
          <span data-slot="type">{SUPPORT_TYPE_LABELS[contributor.supportType]}</span>
        </li>
      ))}
    </List>
  );
}
