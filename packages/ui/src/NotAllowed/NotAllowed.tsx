import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../EmptyState';

export const NOT_ALLOWED_TEXT = {
  title: 'You don’t have access to this part of the studio',
  message:
    'Your account does not have the role this page needs. An admin of the studio can give it to you.',
} as const;

export type NotAllowedProps = {
  title?: ReactNode;
  message?: ReactNode;
  /** A way out: a link home or to the parts of the studio the account may use. */
  action?: ReactNode;
  /** h1 when the panel is the whole page. */
  headingLevel?: EmptyStateProps['headingLevel'];
  className?: string;
};

/** What a studio page shows to someone signed in without the role it needs (the server said 403). */
export function NotAllowed({
  title = NOT_ALLOWED_TEXT.title,
  message = NOT_ALLOWED_TEXT.message,
  action,
  headingLevel = 'h1',
  className,
}: NotAllowedProps) {
  return (
    <EmptyState
      className={className}
      icon="lock"
      title={title}
      message={message}
      action={action}
      headingLevel={headingLevel}
    />
  );
}
