import { ACCESS_MESSAGES, PLANS, type PlanType } from '@ic/domain';
import { Grid, MinimumDuration, Note, PlanGrid, Section, Skeleton, Stack } from '@ic/ui';
import { useLocation } from 'react-router-dom';
import { useMembership } from '../../api/account';
import { usePlans } from '../../api/plans';
import type { PlanPurchase } from '../../checkout/usePlanPurchase';
import { useChildAccount } from '../../sections/access/useChildAccount';
import { useSession } from '../../session';
import { memberPlans } from './memberPlans';

/** What a plan button elsewhere (e.g. the home page) may hand over. */
type ChosenPlan = { plan?: PlanType; researchPapers?: boolean };

/**
 * The plans from the server's price list (the same the home page shows and the server charges).
 * A plan chosen elsewhere (the home page's buttons) arrives highlighted with its add-on choice;
 * otherwise Annual is the recommended one. A member reads until when their membership runs and
 * is offered to extend it rather than the plan they have. A child account sees the plans but is
 * told a guardian must buy.
 */
export function UltimatePlansSection({ purchase }: { purchase: PlanPurchase }) {
  const { plans } = usePlans();
  const { signedIn } = useSession();
  const { membership } = useMembership(signedIn);
  const child = useChildAccount();
  const state = useLocation().state as ChosenPlan | null;
  const chosen = state?.plan;
  const member = memberPlans(membership, plans ?? [], navigator.language);
  const highlighted = chosen ?? member?.current ?? 'Annual';
  const highlightLabel = chosen ? 'Your choice' : member?.current ? 'Your plan' : undefined;
  return (
    <Section
      title="Choose your plan"
      eyebrow="IC Ultimate"
      description="Every plan can add the Research Papers: the notes, sketches and history behind each story."
    >
      <Stack gap="md">
        {member && <Note tone="success">{member.notice}</Note>}
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
            highlightedType={highlighted}
            highlightLabel={highlightLabel}
            researchPapersDefaults={
              chosen && state?.researchPapers !== undefined
                ? { [chosen]: state.researchPapers }
                : undefined
            }
            buttonLabels={member?.buttonLabels}
            purchaseNotes={member?.purchaseNotes}
            unavailableLabel="Free for everyone"
            loadingType={purchase.buyingType}
            purchaseNote={child ? ACCESS_MESSAGES.guardianMustBuy : undefined}
            onSelect={(plan, selection) => void purchase.buy(plan, selection)}
          />
        </MinimumDuration>
      </Stack>
    </Section>
  );
}
