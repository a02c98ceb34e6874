import { ACCESS_MESSAGES } from '@ic/domain';
import { Container, PlanCard, Section, useMessage, useT } from '@ic/ui';
import { usePlans } from '../../api/plans';
import type { PlanPurchase } from '../../checkout/usePlanPurchase';
import { useChildAccount } from '../../sections/access/useChildAccount';

/** The membership kit on its own card, bought like any plan (but not by a child). */
export function KitSection({ purchase }: { purchase: PlanPurchase }) {
  const t = useT();
  const message = useMessage();
  const kit = usePlans().plans?.find((plan) => plan.type === 'UltimateKit');
  const child = useChildAccount();
  if (!kit) return null;
  return (
    <Section
      title={t('checkout.ultimate.kit.title')}
      tone="alt"
      description={t('checkout.ultimate.kit.description')}
    >
      <Container width="prose">
        <PlanCard
          plan={kit}
          titleAs="h3"
          emphasis="highlighted"
          highlightLabel={t('checkout.ultimate.slide.kit.subtitle')}
          buttonLabel={t('checkout.ultimate.kit.buy')}
          purchaseNote={
            child
              ? message(ACCESS_MESSAGES.guardianMustBuy, 'errors.access.guardianMustBuy')
              : undefined
          }
          loading={purchase.buyingType === kit.type}
          disabled={purchase.buyingType !== null && purchase.buyingType !== kit.type}
          onSelect={(plan, selection) => void purchase.buy(plan, selection)}
        />
      </Container>
    </Section>
  );
}
