import { ACCESS_MESSAGES } from '@ic/domain';
import { Container, PlanCard, Section } from '@ic/ui';
import { usePlans } from '../../api/plans';
import type { PlanPurchase } from '../../checkout/usePlanPurchase';
import { useChildAccount } from '../../sections/access/useChildAccount';

/** The membership kit on its own card, bought like any plan (but not by a child). */
export function KitSection({ purchase }: { purchase: PlanPurchase }) {
  const kit = usePlans().plans?.find((plan) => plan.type === 'UltimateKit');
  const child = useChildAccount();
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
          purchaseNote={child ? ACCESS_MESSAGES.guardianMustBuy : undefined}
          loading={purchase.buyingType === kit.type}
          disabled={purchase.buyingType !== null && purchase.buyingType !== kit.type}
          onSelect={(plan, selection) => void purchase.buy(plan, selection)}
        />
      </Container>
    </Section>
  );
}
