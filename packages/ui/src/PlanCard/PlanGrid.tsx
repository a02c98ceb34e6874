import type { PlanType } from '@ic/domain';
import styled from 'styled-components';
import { media, vars } from '../theme';
import { PlanCard, type PlanCardProps } from './PlanCard';
import type { PlanCardPlan } from './planPricing';

export type PlanGridProps = Pick<
  PlanCardProps,
  'onSelect' | 'buttonLabel' | 'unavailableLabel' | 'highlightLabel' | 'titleAs' | 'purchaseNote'
> & {
  plans: readonly PlanCardPlan[];
  /** The recommended plan, drawn highlighted. */
  highlightedType?: PlanType;
  /** The plan whose order is being created: its button spins and the others are blocked. */
  loadingType?: PlanType | null;
  onResearchPapersChange?: (plan: PlanCardPlan, checked: boolean) => void;
  /** The add-on's starting state per plan, e.g. as chosen on another page (else ticked). */
  researchPapersDefaults?: Partial<Record<PlanType, boolean>>;
  /** Names the list for screen readers. */
  label?: string;
  className?: string;
};

const Root = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[8]} ${vars.space[5]};
  margin: 0;
  /* Room above the first row for a highlighted card's ribbon. */
  padding: ${vars.space[4]} 0 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* As many columns as fit at cardMin, never more than five. */
  ${media.lg} {
    grid-template-columns: repeat(
      auto-fit,
      minmax(max(${vars.size.cardMin}, calc((100% - 4 * ${vars.space[5]}) / 5)), 1fr)
    );
  }
`;

/** The plans side by side: one column on phones, two on tablets, up to five on desktops. */
export function PlanGrid({
  plans,
  highlightedType,
  loadingType = null,
  onResearchPapersChange,
  researchPapersDefaults,
  label = 'Membership plans',
  className,
  ...cardProps
}: PlanGridProps) {
  return (
    <Root aria-label={label} className={className} data-slot="plan-grid">
      {plans.map((plan) => (
        <li key={plan.type}>
          <PlanCard
            {...cardProps}
            plan={plan}
            emphasis={plan.type === highlightedType ? 'highlighted' : 'default'}
            loading={plan.type === loadingType}
            disabled={loadingType !== null && plan.type !== loadingType}
            defaultResearchPapers={researchPapersDefaults?.[plan.type] ?? true}
            onResearchPapersChange={(checked) => onResearchPapersChange?.(plan, checked)}
          />
        </li>
      ))}
    </Root>
  );
}
