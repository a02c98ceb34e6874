import { PLANS } from '@ic/domain';
import { MinimumDuration, PlanGrid, Section } from '@ic/ui';
import { useNavigate } from 'react-router-dom';
import { ULTIMATE_PATH } from '../paths';
import { CardsPlaceholder } from './placeholders';

/**
 * The membership plans (the home page's price list), Research Papers +₹50 ticked by default and
 * FREE not for sale. Choosing a plan leads to the Ultimate page, where buying happens; the choice
 * goes along as navigation state.
 */
export function PlansSection() {
  const navigate = useNavigate();
  return (
    <Section
      title="Membership Plans"
      eyebrow="IC Ultimate"
      description="Pick the plan that fits how you read. Add the Research Papers for the stories behind the stories."
    >
      <MinimumDuration placeholder={<CardsPlaceholder count={PLANS.length} />}>
        <PlanGrid
          plans={PLANS}
          highlightedType="Annual"
          unavailableLabel="Free for everyone"
          onSelect={(plan, { researchPapers }) =>
            void navigate(ULTIMATE_PATH, { state: { plan: plan.type, researchPapers } })
          }
        />
      </MinimumDuration>
    </Section>
  );
}
