import { formatMinutes, LANGUAGE_LOCALES, type Rating } from '@ic/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardDescription, CardTitle } from '../Card';
import { useLanguage, useT } from '../i18n';
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

/** Each reason's heading, message and action, by key. */
const TITLES: Record<ChildLimitReason, string> = {
  rating: 'comics.child.ratingTitle',
  'time-limit': 'comics.child.timeTitle',
  paused: 'comics.child.pausedTitle',
};

const ACTIONS: Record<ChildLimitReason, string> = {
  rating: 'comics.child.anotherComic',
  'time-limit': 'comics.child.home',
  paused: 'comics.child.home',
};

function useMessageOf() {
  const t = useT();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const named = (rating: Rating) =>
    t('comics.rating.named', { rating, label: t(`comics.rating.${rating}`) });
  return ({ reason, chapterTitle, rating, maxRating, limitMinutes }: ChildLimitScreenProps) => {
    switch (reason) {
      case 'rating':
        return maxRating
          ? t('comics.child.ratingUpTo', {
              chapter: chapterTitle,
              rating: named(rating),
              max: named(maxRating),
            })
          : t('comics.child.ratingAbove', { chapter: chapterTitle, rating: named(rating) });
      case 'time-limit':
        return limitMinutes
          ? t('comics.child.timeRead', { minutes: formatMinutes(limitMinutes, locale) })
          : t('comics.child.timeUsed');
      case 'paused':
        return t('comics.child.paused');
    }
  };
}

/**
 * What a child sees in the reader when the guardian's settings close a chapter: a rating above
 * the ceiling, today's minutes used up, or a paused account. Friendly, and never a purchase.
 */
export function ChildLimitScreen(props: ChildLimitScreenProps) {
  const t = useT();
  const message = useMessageOf();
  const { reason, rating, actionHref, actionLabel = t(ACTIONS[reason]), className } = props;
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
        {t(TITLES[reason])}
      </CardTitle>
      <CardDescription data-slot="child-limit-text">{message(props)}</CardDescription>
      <TextLink href={actionHref} variant="button" tone="secondary">
        {actionLabel}
      </TextLink>
    </Root>
  );
}
