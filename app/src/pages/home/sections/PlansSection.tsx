import { ACCESS_MESSAGES, PLANS } from '@ic/domain';
import { MinimumDuration, PlanGrid, Section } from '@ic/ui';
import { useNavigate } from 'react-router-dom';
import { usePremiumStatus } from '../../../api/membership';
import { usePlans } from '../../../api/plans';
import { useChildAccount } from '../../../sections/access/useChildAccount';
import { useSession } from '../../../session';
import { paths } from '../../../paths';
import { CardsPlaceholder } from './placeholders';

/**
 * The membership plans from the server's price list, Research Papers +₹50 ticked by default and
 * FREE not for sale. Choosing a plan leads to the Ultimate page, where buying happens; the choice
 * goes along as navigation state. A premium member already has a plan, so for them the home
 * page is the premium variant: no plans. A child account is told a guardian must buy.
 */
export function PlansSection() {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const { isPremium } = usePremiumStatus(signedIn);
  const { plans } = usePlans();
  const child = useChildAccount();
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
          purchaseNote={child ? ACCESS_MESSAGES.guardianMustBuy : undefined}
          onSelect={(plan, { researchPapers }) =>
            void navigate(paths.ultimate.href(), { state: { plan: plan.type, researchPapers } })
          }
        />
      </MinimumDuration>
    </Section>
  );
}
