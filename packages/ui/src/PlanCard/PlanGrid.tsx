import type { PlanType } from '@ic/domain';
import styled from 'styled-components';
import { useCatalogue, useT } from '../i18n';
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
  /** A plan's own button text, e.g. 'Extend Monthly' for a member's plan (else `buttonLabel`). */
  buttonLabels?: Partial<Record<PlanType, string>>;
  /** Why one plan cannot be bought by this reader, shown on its card (else `purchaseNote`). */
  purchaseNotes?: Partial<Record<PlanType, string>>;
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

  /*
   * From tablets, rows that never leave a card alone: six tracks, two cards a row (span 3); five
   * plans go 3 + 2 (the first three span 2) and three plans share one row.
   */
  ${media.md} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    & > li {
      grid-column: span 3;
    }
    & > li:first-child:nth-last-child(5),
    & > li:first-child:nth-last-child(5) ~ li:nth-child(-n + 3),
    & > li:first-child:nth-last-child(3),
    & > li:first-child:nth-last-child(3) ~ li {
      grid-column: span 2;
    }
  }
  /* Laptops (1280 px and wider): every plan in one row. */
  ${media.xl} {
    grid-template-columns: none;
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    & > li,
    & > li:first-child:nth-last-child(5),
    & > li:first-child:nth-last-child(5) ~ li:nth-child(-n + 3),
    & > li:first-child:nth-last-child(3),
    & > li:first-child:nth-last-child(3) ~ li {
      grid-column: auto;
    }
  }
`;

/** The plans side by side: one column on phones, 3 + 2 on tablets and small laptops, five in a row from 1280 px. */
export function PlanGrid({
  plans,
  highlightedType,
  loadingType = null,
  onResearchPapersChange,
  researchPapersDefaults,
  buttonLabels,
  purchaseNotes,
  label,
  className,
  ...cardProps
}: PlanGridProps) {
  useCatalogue('checkout');
  const t = useT();
  return (
    <Root aria-label={label ?? t('checkout.plan.list')} className={className} data-slot="plan-grid">
      {plans.map((plan) => (
        <li key={plan.type}>
          <PlanCard
            {...cardProps}
            buttonLabel={buttonLabels?.[plan.type] ?? cardProps.buttonLabel}
            purchaseNote={purchaseNotes?.[plan.type] ?? cardProps.purchaseNote}
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
