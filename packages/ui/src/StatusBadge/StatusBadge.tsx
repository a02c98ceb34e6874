import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

/** The states the studio's lists show: applications, inboxes, posts and accounts. */
export const STUDIO_STATUSES = [
  'new',
  'shortlisted',
  'rejected',
  'hired',
  'open',
  'answered',
  'closed',
  'draft',
  'scheduled',
  'published',
  'suspended',
] as const;

export type StudioStatus = (typeof STUDIO_STATUSES)[number];

/** The word each status shows: the text is always there, so colour is never the only cue. */
export const STUDIO_STATUS_LABELS: Record<StudioStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  suspended: 'Suspended',
};

// A shape per status too, for a quick scan of a long list in any colour vision.
const STATUS_ICONS: Record<StudioStatus, IconName> = {
  new: 'star',
  shortlisted: 'bookmark-filled',
  rejected: 'x-circle',
  hired: 'check-circle',
  open: 'circle',
  answered: 'mail',
  closed: 'lock',
  draft: 'edit',
  scheduled: 'clock',
  published: 'check',
  suspended: 'alert',
};

export const statusBadgeVariants = cva('', {
  variants: { status: variantClasses('status', STUDIO_STATUSES) },
  defaultVariants: { status: 'new' },
});

export type StatusBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> &
  VariantProps<typeof statusBadgeVariants> & {
    /** Replaces the status's own word, e.g. 'Scheduled for 3 Dec'. */
    label?: string;
  };

// Every pair below is a token pair chosen for AA contrast (4.5:1 or more).
const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  width: fit-content;
  padding: ${vars.space[1]} ${vars.space[2]};
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  line-height: 1.2;
  white-space: nowrap;

  &.status-new,
  &.status-answered {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  &.status-shortlisted,
  &.status-scheduled {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  &.status-hired,
  &.status-published {
    background: ${vars.color.success};
    color: ${vars.color.textInverse};
  }
  &.status-open {
    background: ${vars.color.successSurface};
    color: ${vars.color.success};
    border-color: ${vars.color.success};
  }
  &.status-rejected,
  &.status-suspended {
    background: ${vars.color.danger};
    color: ${vars.color.textInverse};
  }
  &.status-closed {
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
  }
  /* Not yet out: a dashed outline, like a sketch. */
  &.status-draft {
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    border-style: dashed;
  }
`;

/** A studio status (an application's, a post's, an account's) as a word with a colour and a shape. */
export function StatusBadge({ status, label, className, ...rest }: StatusBadgeProps) {
  const value = status ?? 'new';
  return (
    <Root
      className={statusBadgeVariants({ status: value, className })}
      data-status={value}
      {...rest}
    >
      <Icon name={STATUS_ICONS[value]} size="inherit" />
      {label ?? STUDIO_STATUS_LABELS[value]}
    </Root>
  );
}
