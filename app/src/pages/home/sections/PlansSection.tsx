import { PLANS } from '@ic/domain';
import { MinimumDuration, PlanGrid, Section } from '@ic/ui';
import { usePremiumStatus } from '../../../api/membership';
import { usePlans } from '../../../api/plans';
import { usePlanPurchase } from '../../../checkout/usePlanPurchase';
import { useSession } from '../../../session';
import { CardsPlaceholder } from './placeholders';

/**
 * The membership plans from the server's price list, Research Papers +₹50 ticked by default and
 * FREE not for sale. Buying happens right here (signed-out visitors log in first). A premium
 * member already has a plan, so for them the home page is the premium variant: no plans.
 */
export function PlansSection() {
  const { signedIn } = useSession();
  const { isPremium } = usePremiumStatus(signedIn);
  const { plans } = usePlans();
  const { buy, buyingType, checkoutDialog } = usePlanPurchase();
  if (isPremium) return null;
  return (
    <Section
      title="Membership Plans"
      eyebrow="IC Ultimate"
      description="Pick the plan that fits how you read. Add the Research Papers for the stories behind the stories."
    >
      <MinimumDuration
        ready={plans !== undefined}
        placeholder={<CardsPlaceholder count={PLANS.length} />}
      >
        <PlanGrid
          plans={plans ?? []}
          highlightedType="Annual"
          unavailableLabel="Free for everyone"
          loadingType={buyingType}
          onSelect={(plan, selection) => void buy(plan, selection)}
        />
      </MinimumDuration>
      {checkoutDialog}
    </Section>
  );
}
