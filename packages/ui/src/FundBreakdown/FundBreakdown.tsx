import { FUND_SPLIT, type FundGroup } from '@ic/domain';
import { useId, useState, type CSSProperties } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card, CardTitle } from '../Card';
import { useT } from '../i18n';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';

/** The domain's fund split (FUND_SPLIT) by its names in the support catalogue. */
const FUND_KEYS: Record<string, string> = {
  'National Development': 'nationalDevelopment',
  'Youth & Sports': 'youthSports',
  'Environmental Protection': 'environment',
  'Child Protection': 'childProtection',
  "Social Justice & Women's Rights": 'socialJustice',
  'Research & Innovation': 'research',
  'Future Technologies': 'futureTech',
  'Drone Technology & Robotics': 'drones',
  'Social & Economic Research': 'socialResearch',
  'Development of the IC Universe': 'universe',
  'Content Production': 'content',
  'Technology Improvement': 'technology',
};

/** A group's or item's name in the screen's language; one outside the domain's split as given. */
function useFundLabel(): (label: string) => string {
  const t = useT();
  return (label) =>
    Object.prototype.hasOwnProperty.call(FUND_KEYS, label)
      ? t(`support.fund.${FUND_KEYS[label]}`)
      : label;
}

export type FundBreakdownProps = {
  /** The fund split to show; the domain's FUND_SPLIT unless given. */
  groups?: readonly FundGroup[];
  /** Titles of the groups that start expanded. */
  defaultExpanded?: readonly string[];
  className?: string;
};

const List = styled.ul`
  display: grid;
  gap: ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
    align-items: start;
  }
`;

const GroupCard = styled(Card)`
  display: grid;
  gap: ${vars.space[4]};

  /* A name and its share at either end: the group's title and each item's row. */
  & [data-slot='card-title'],
  & [data-slot='item-row'] {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & [data-slot='item-row'] {
    font-weight: ${vars.fontWeight.bold};
  }
`;

// The bar's fill width is the one value that varies per row: it is a CSS variable set on the
// element, so the styled CSS itself stays static.
const Bar = styled.span`
  display: block;
  height: ${vars.space[3]};
  background: ${vars.color.surfaceAlt};
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  overflow: hidden;

  &::after {
    content: '';
    display: block;
    width: var(--fund-percent);
    height: 100%;
    background: ${vars.color.primary};
  }
  &.level-item::after {
    background: ${vars.color.accent};
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[hidden] {
    display: none;
  }

  & [data-slot='item'] {
    display: grid;
    gap: ${vars.space[1]};
  }
`;

type PercentStyle = CSSProperties & Record<'--fund-percent', string>;

const BAR_LEVELS = ['group', 'item'] as const;

const barVariants = cva('', {
  variants: { level: variantClasses('level', BAR_LEVELS) },
  defaultVariants: { level: 'group' },
});

function PercentBar({ percent, level }: { percent: number } & VariantProps<typeof barVariants>) {
  const style: PercentStyle = { '--fund-percent': `${percent}%` };
  return <Bar aria-hidden="true" className={barVariants({ level })} style={style} />;
}

type GroupProps = { group: FundGroup; expanded: boolean; onToggle: () => void };

function FundGroupCard({ group, expanded, onToggle }: GroupProps) {
  const t = useT();
  const label = useFundLabel();
  const titleId = useId();
  const itemsId = useId();
  return (
    <GroupCard forwardedAs="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>
        <span>{label(group.title)}</span>
        <span>{group.percent}%</span>
      </CardTitle>
      <PercentBar percent={group.percent} />
      <Items id={itemsId} hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.label} data-slot="item">
            <span data-slot="item-row">
              <span>{label(item.label)}</span>
              <span>{item.percent}%</span>
            </span>
            <PercentBar percent={item.percent} level="item" />
          </li>
        ))}
      </Items>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={expanded}
        aria-controls={itemsId}
        onClick={onToggle}
      >
        {t(expanded ? 'support.fund.collapse' : 'support.fund.expand')}
      </Button>
    </GroupCard>
  );
}

/** Where the support goes: each group's share as a bar, its items behind VIEW BREAKDOWN. */
export function FundBreakdown({
  groups = FUND_SPLIT,
  defaultExpanded = [],
  className,
}: FundBreakdownProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const toggle = (title: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(title)) next.add(title);
      return next;
    });

  return (
    <List className={className}>
      {groups.map((group) => (
        <li key={group.title}>
          <FundGroupCard
            group={group}
            expanded={expanded.has(group.title)}
            onToggle={() => toggle(group.title)}
          />
        </li>
      ))}
    </List>
  );
}
