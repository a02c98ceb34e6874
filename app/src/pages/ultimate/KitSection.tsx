import { Container, PlanCard, Section } from '@ic/ui';
import { usePlans } from '../../api/plans';
import type { PlanPurchase } from '../../checkout/usePlanPurchase';

/** The membership kit on its own card, bought like any plan. */
export function KitSection({ purchase }: { purchase: PlanPurchase }) {
  const kit = usePlans().plans?.find((plan) => plan.type === 'UltimateKit');
  if (!kit) return null;
  return (
    <Section
      title="The membership kit"
      tone="alt"
      description="A year of Ultimate and a box of the universe at your door."
    >
      <Container width="prose">
        <PlanCard
          plan={kit}
          titleAs="h3"
          emphasis="highlighted"
          highlightLabel="Ultimate Kit"
          buttonLabel="Buy the kit"
          loading={purchase.buyingType === kit.type}
          disabled={purchase.buyingType !== null && purchase.buyingType !== kit.type}
          onSelect={(plan, selection) => void purchase.buy(plan, selection)}
        />
      </Container>
    </Section>
  );
}
