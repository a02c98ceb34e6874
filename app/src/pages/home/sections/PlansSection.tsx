import { ACCESS_MESSAGES, PLANS } from '@ic/domain';
import { MinimumDuration, PlanGrid, Section, useMessage, useT } from '@ic/ui';
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
  const t = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const { isPremium } = usePremiumStatus(signedIn);
  const { plans } = usePlans();
  const child = useChildAccount();
  if (isPremium) return null;
  return (
    <Section
      title={t('home.plans.title')}
      eyebrow={t('home.plans.eyebrow')}
      description={t('home.plans.description')}
    >
      <MinimumDuration
        ready={plans !== undefined}
        placeholder={<CardsPlaceholder count={PLANS.length} />}
      >
        <PlanGrid
          plans={plans ?? []}
          highlightedType="Annual"
          unavailableLabel={t('home.plans.free')}
          purchaseNote={
            child
              ? message(ACCESS_MESSAGES.guardianMustBuy, 'errors.access.guardianMustBuy')
              : undefined
          }
          onSelect={(plan, { researchPapers }) =>
            void navigate(paths.ultimate.href(), { state: { plan: plan.type, researchPapers } })
          }
        />
      </MinimumDuration>
    </Section>
  );
}
