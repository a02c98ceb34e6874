import { ACCESS_MESSAGES, PLANS, type PlanType } from '@ic/domain';
import { Grid, MinimumDuration, PlanGrid, Section, Skeleton } from '@ic/ui';
import { useLocation } from 'react-router-dom';
import { usePlans } from '../../api/plans';
import type { PlanPurchase } from '../../checkout/usePlanPurchase';
import { useChildAccount } from '../../sections/access/useChildAccount';

/** What a plan button elsewhere (e.g. the home page) may hand over. */
type ChosenPlan = { plan?: PlanType; researchPapers?: boolean };

/**
 * The plans from the server's price list (the same the home page shows and the server charges).
 * A plan chosen elsewhere (the home page's buttons) arrives highlighted with its add-on choice;
 * otherwise Annual is the recommended one. A child account sees the plans but is told a guardian
 * must buy.
 */
export function UltimatePlansSection({ purchase }: { purchase: PlanPurchase }) {
  const { plans } = usePlans();
  const child = useChildAccount();
  const state = useLocation().state as ChosenPlan | null;
  const chosen = state?.plan;
  return (
    <Section
      title="Choose your plan"
      eyebrow="IC Ultimate"
      description="Every plan can add the Research Papers: the notes, sketches and history behind each story."
    >
      <MinimumDuration
        ready={plans !== undefined}
        placeholder={
          <Grid min="sm">
            {PLANS.map((plan, index) => (
              <Skeleton key={plan.type} variant="card" label={index === 0 ? undefined : null} />
            ))}
          </Grid>
        }
      >
        <PlanGrid
          plans={plans ?? []}
          highlightedType={chosen ?? 'Annual'}
          highlightLabel={chosen ? 'Your choice' : undefined}
          researchPapersDefaults={
            chosen && state?.researchPapers !== undefined
              ? { [chosen]: state.researchPapers }
              : undefined
          }
          unavailableLabel="Free for everyone"
          loadingType={purchase.buyingType}
          purchaseNote={child ? ACCESS_MESSAGES.guardianMustBuy : undefined}
          onSelect={(plan, selection) => void purchase.buy(plan, selection)}
        />
      </MinimumDuration>
    </Section>
  );
}
