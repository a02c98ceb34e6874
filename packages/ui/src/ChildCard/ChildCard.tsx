import { formatMinutes, ratingLabel, type GuardianChild } from '@ic/domain';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeProps } from '../Badge';
import { Card, CardHeader, CardTitle } from '../Card';
import { media, vars } from '../theme';

export type ChildCardProps = {
  child: GuardianChild;
  /** What the guardian can do for this child: the decision, or the settings and activity. */
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

type Status = GuardianChild['status'] | 'paused';

const STATUS: Record<Status, { label: string; tone: BadgeProps['tone'] }> = {
  pending: { label: 'Waiting for your answer', tone: 'secondary' },
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'danger' },
  suspended: { label: 'Suspended by IC Universe', tone: 'danger' },
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
  const titleId = useId();
  const status = STATUS[statusOf(child)];
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
        <Badge tone={status.tone}>{status.label}</Badge>
      </CardHeader>
      <dl data-slot="child-facts">
        <Fact term="Username">{child.username}</Fact>
        <Fact term="Age">{child.age}</Fact>
        {child.status !== 'pending' && (
          <>
            <Fact term="Highest rating">{`${maxRating} (${ratingLabel(maxRating)})`}</Fact>
            <Fact term="Reading today">{readingToday(child.minutesToday, dailyLimitMinutes)}</Fact>
          </>
        )}
      </dl>
      {children}
    </Root>
  );
}
