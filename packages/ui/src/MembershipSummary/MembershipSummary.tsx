import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Card, CardTitle } from '../Card';
import { Icon } from '../Icon';
import { useT } from '../i18n';
import { vars } from '../theme';

export type MembershipSummaryProps = {
  /** 'FREE' or the plan's title (or a skeleton while it loads: the line is a block, not a <p>). */
  plan: ReactNode;
  /** When the plan renews or ends, e.g. 'Renews on Jan 5, 2027'. */
  period?: ReactNode;
  /** Shows the 'Gold member' badge. */
  gold?: boolean;
  /** Perks earned, shown verbatim as a list. */
  perks?: readonly string[];
  /** A button or link below, e.g. Upgrade Plan. */
  action?: ReactNode;
  title?: string;
  className?: string;
};

const Root = styled(Card)`
  display: grid;
  gap: ${vars.space[3]};

  [data-slot='plan'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[3]};
    margin: 0;
    font-size: ${vars.fontSize['3xl']};
    font-weight: ${vars.fontWeight.black};
  }
  [data-slot='period'] {
    margin: 0;
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
  [data-slot='perks'] {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-slot='perk'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
  [data-slot='action'] {
    justify-self: start;
  }
`;

/** The member's plan: its name, when it renews or ends, Gold status and the perks earned. */
export function MembershipSummary({
  plan,
  period,
  gold = false,
  perks = [],
  action,
  title,
  className,
}: MembershipSummaryProps) {
  const headingId = useId();
  const t = useT();
  return (
    <Root forwardedAs="section" tone="alt" aria-labelledby={headingId} className={className}>
      <CardTitle as="h2" size="md" id={headingId}>
        {title ?? t('account.membership.title')}
      </CardTitle>
      <div data-slot="plan">
        <span>{plan}</span>
        {gold && (
          <Badge tone="secondary">
            <Icon name="star" size="sm" />
            {t('account.membership.gold')}
          </Badge>
        )}
      </div>
      {period && <p data-slot="period">{period}</p>}
      {perks.length > 0 && (
        <ul data-slot="perks" aria-label={t('account.membership.perks')}>
          {perks.map((perk) => (
            <li key={perk} data-slot="perk">
              <Icon name="check-circle" size="sm" />
              {perk}
            </li>
          ))}
        </ul>
      )}
      {action && <div data-slot="action">{action}</div>}
    </Root>
  );
}
