import { formatMinutes, ratingLabel, type Rating } from '@ic/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardDescription, CardTitle } from '../Card';
import { Icon, type IconName } from '../Icon';
import { LockBadge } from '../LockBadge';
import { TextLink } from '../TextLink';
import { media, vars } from '../theme';

/** The refusals a guardian's settings make: the child is told why, never offered a purchase. */
export const CHILD_LIMIT_REASONS = ['rating', 'time-limit', 'paused'] as const;
export type ChildLimitReason = (typeof CHILD_LIMIT_REASONS)[number];

export type ChildLimitScreenProps = {
  reason: ChildLimitReason;
  /** The chapter the child tried to open. */
  chapterTitle: string;
  /** The comic's rating. */
  rating: Rating;
  /** The highest rating the guardian allows (for a rating refusal). */
  maxRating?: Rating;
  /** The guardian's daily limit in minutes (for a time limit). */
  limitMinutes?: number | null;
  /** Somewhere the child can go on: other comics, or home when nothing can be read today. */
  actionHref: string;
  actionLabel?: string;
  className?: string;
};

const Root = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  width: min(100% - 2 * ${vars.space[4]}, ${vars.size.prose});
  margin: ${vars.space[6]} auto;
  text-align: center;

  ${media.md} {
    margin-block: ${vars.space[12]};
  }
  & [data-slot='child-limit-art'] {
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
  & [data-slot='child-limit-text'] {
    color: ${vars.color.ink};
    font-size: ${vars.fontSize.lg};
  }
`;

const ART: Record<ChildLimitReason, IconName> = {
  rating: 'book',
  'time-limit': 'clock',
  paused: 'pause',
};

const TITLES: Record<ChildLimitReason, string> = {
  rating: 'This story is for older readers',
  'time-limit': 'That’s all the reading for today',
  paused: 'Reading is paused for now',
};

const ACTIONS: Record<ChildLimitReason, string> = {
  rating: 'Find another comic',
  'time-limit': 'Back to the home page',
  paused: 'Back to the home page',
};

const named = (rating: Rating) => `${rating} (${ratingLabel(rating)})`;

function message({
  reason,
  chapterTitle,
  rating,
  maxRating,
  limitMinutes,
}: ChildLimitScreenProps): string {
  switch (reason) {
    case 'rating':
      return maxRating
        ? `“${chapterTitle}” is rated ${named(rating)}. Your guardian has chosen stories rated up to ${named(maxRating)} for you, and there are plenty of those to read!`
        : `“${chapterTitle}” is rated ${named(rating)}, above what your guardian has chosen for you. There are plenty of other stories to read!`;
    case 'time-limit':
      return limitMinutes
        ? `You have read for ${formatMinutes(limitMinutes)} today, the time your guardian set. Your comics will be right here tomorrow!`
        : 'You have used today’s reading time. Your comics will be right here tomorrow!';
    case 'paused':
      return 'Your guardian has paused reading on this account. Ask them when you would like to read again.';
  }
}

/**
 * What a child sees in the reader when the guardian's settings close a chapter: a rating above
 * the ceiling, today's minutes used up, or a paused account. Friendly, and never a purchase.
 */
export function ChildLimitScreen(props: ChildLimitScreenProps) {
  const { reason, rating, actionHref, actionLabel = ACTIONS[reason], className } = props;
  const titleId = useId();
  return (
    <Root
      forwardedAs="section"
      tone="paper"
      padding="lg"
      aria-labelledby={titleId}
      className={className}
      data-slot="child-limit"
    >
      <span data-slot="child-limit-art">
        <Icon name={ART[reason]} size="xl" />
      </span>
      <LockBadge lock={{ reason }} rating={rating} size="md" />
      <CardTitle as="h2" id={titleId}>
        {TITLES[reason]}
      </CardTitle>
      <CardDescription data-slot="child-limit-text">{message(props)}</CardDescription>
      <TextLink href={actionHref} variant="button" tone="secondary">
        {actionLabel}
      </TextLink>
    </Root>
  );
}
