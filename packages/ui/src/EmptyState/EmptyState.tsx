import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { vars } from '../theme';

// h1 for a page that is nothing but this state, e.g. a story that does not exist.
export const EMPTY_STATE_HEADINGS = ['h1', 'h2', 'h3', 'h4'] as const;

export type EmptyStateProps = {
  title: ReactNode;
  message?: ReactNode;
  icon?: IconName;
  /** A way forward: a Button or TextLink. */
  action?: ReactNode;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: (typeof EMPTY_STATE_HEADINGS)[number];
  className?: string;
};

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;

  & [data-slot='empty-icon'] {
    display: grid;
    place-items: center;
    width: ${vars.size.avatarLg};
    height: ${vars.size.avatarLg};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    box-shadow: ${vars.shadow.comic};
  }
  & [data-slot='empty-title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='empty-message'] {
    max-width: ${vars.size.prose};
    margin: 0;
    color: ${vars.color.muted};
  }
  & [data-slot='empty-action'] {
    margin-top: ${vars.space[2]};
  }
`;

/** What a list says when it has nothing to show, e.g. 'Oops, no character found'. */
export function EmptyState({
  title,
  message,
  icon,
  action,
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <Root className={className} data-empty-state="">
      {icon && (
        <span data-slot="empty-icon">
          <Icon name={icon} size="xl" />
        </span>
      )}
      <Heading data-slot="empty-title">{title}</Heading>
      {message && <p data-slot="empty-message">{message}</p>}
      {action && <div data-slot="empty-action">{action}</div>}
    </Root>
  );
}
