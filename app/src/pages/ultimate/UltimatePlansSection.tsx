import {
  ACCESS_MESSAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  messageKeyOf,
  PLANS,
  type PlanType,
} from '@ic/domain';
import {
  Grid,
  MinimumDuration,
  Note,
  PlanGrid,
  Section,
  Skeleton,
  Stack,
  useLanguage,
  useMessage,
  useT,
} from '@ic/ui';
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
  const t = useT();
  const message = useMessage();
  const language = useLanguage();
  const { plans } = usePlans();
  const { signedIn } = useSession();
  const { membership } = useMembership(signedIn);
  const child = useChildAccount();
  const state = useLocation().state as ChosenPlan | null;
  const chosen = state?.plan;
  // English writes the date the reader's browser does; another language its own way.
  const locale = language === DEFAULT_LANGUAGE ? navigator.language : LANGUAGE_LOCALES[language];
  const member = memberPlans(membership, plans ?? [], t, locale);
  const purchaseNotes =
    member &&
    Object.fromEntries(
      Object.entries(member.purchaseNotes).map(([type, note]) => [
        type,
        message(note, messageKeyOf(note)),
      ]),
    );
  const highlighted = chosen ?? member?.current ?? 'Annual';
  const highlightLabel = chosen
    ? t('checkout.ultimate.plans.yourChoice')
    : member?.current
      ? t('checkout.ultimate.plans.yourPlan')
      : undefined;
  return (
    <Section
      title={t('checkout.ultimate.plans.title')}
      eyebrow={t('checkout.ultimate.name')}
      description={t('checkout.ultimate.plans.description')}
    >
      <Stack gap="md">
        {member && <Note tone="success">{member.notice}</Note>}
        <MinimumDuration
          ready={plans !== undefined}
          placeholder={
            <Grid min="sm">
              {PLANS.map((plan, index) => (
                <Skeleton
                  key={plan.type}
                  variant="card"
                  label={index === 0 ? t('checkout.ultimate.loading') : null}
                />
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
            purchaseNotes={purchaseNotes ?? undefined}
            unavailableLabel={t('checkout.ultimate.plans.free')}
            loadingType={purchase.buyingType}
            purchaseNote={
              child
                ? message(ACCESS_MESSAGES.guardianMustBuy, 'errors.access.guardianMustBuy')
                : undefined
            }
            onSelect={(plan, selection) => void purchase.buy(plan, selection)}
          />
        </MinimumDuration>
      </Stack>
    </Section>
  );
}
