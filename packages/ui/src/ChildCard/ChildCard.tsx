import { formatMinutes, LANGUAGE_LOCALES, type GuardianChild } from '@ic/domain';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeProps } from '../Badge';
import { Card, CardHeader, CardTitle } from '../Card';
import { useLanguage, useT } from '../i18n';
import { media, vars } from '../theme';

export type ChildCardProps = {
  child: GuardianChild;
  /** What the guardian can do for this child: the decision, or the settings and activity. */
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

type Status = GuardianChild['status'] | 'paused';

/** Each status's badge; its words are account.child.status.<status>. */
const STATUS: Record<Status, BadgeProps['tone']> = {
  pending: 'secondary',
  active: 'success',
  paused: 'danger',
  suspended: 'danger',
};

const Root = styled(Card)`
  display: grid;
  gap: ${vars.space[5]};

  & [data-slot='child-facts'] {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[3]} ${vars.space[5]};
    margin: 0;
  }
  ${media.md} {
    & [data-slot='child-facts'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  & [data-slot='child-fact-term'] {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
    text-transform: uppercase;
  }
  & [data-slot='child-fact-value'] {
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
`;

function statusOf(child: GuardianChild): Status {
  if (child.status !== 'active') return child.status;
  return child.settings.paused ? 'paused' : 'active';
}

/** 'Reading today': minutes against the guardian's daily limit, or with no limit. */
export function readingToday(minutes: number, limit: number | null): string {
  return limit === null
    ? `${formatMinutes(minutes)} (no limit)`
    : `${minutes} of ${formatMinutes(limit)}`;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt data-slot="child-fact-term">{term}</dt>
      <dd data-slot="child-fact-value">{children}</dd>
    </div>
  );
}

/**
 * One child on the guardian dashboard: name and status (waiting for an answer, active, paused or
 * suspended by staff),
 * the account's facts and today's reading, then whatever the guardian can do for it.
 */
export function ChildCard({ child, children, headingLevel = 'h2', className }: ChildCardProps) {
  const t = useT();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const titleId = useId();
  const status = statusOf(child);
  const { maxRating, dailyLimitMinutes } = child.settings;
  return (
    <Root
      forwardedAs="section"
      padding="lg"
      aria-labelledby={titleId}
      className={className}
      data-slot="child-card"
    >
      <CardHeader>
        <CardTitle as={headingLevel} id={titleId}>
          {child.name}
        </CardTitle>
        <Badge tone={STATUS[status]}>{t(`account.child.status.${status}`)}</Badge>
      </CardHeader>
      <dl data-slot="child-facts">
        <Fact term={t('account.child.username')}>{child.username}</Fact>
        <Fact term={t('account.child.age')}>{child.age}</Fact>
        {child.status !== 'pending' && (
          <>
            <Fact term={t('account.child.maxRating')}>
              {t('account.child.rating', {
                rating: maxRating,
                label: t(`account.child.rating.${maxRating}`),
              })}
            </Fact>
            <Fact term={t('account.child.readingToday')}>
              {dailyLimitMinutes === null
                ? t('account.child.readingNoLimit', {
                    minutes: formatMinutes(child.minutesToday, locale),
                  })
                : t('account.child.readingOf', {
                    minutes: child.minutesToday,
                    limit: formatMinutes(dailyLimitMinutes, locale),
                  })}
            </Fact>
          </>
        )}
      </dl>
      {children}
    </Root>
  );
}
