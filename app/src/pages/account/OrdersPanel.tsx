import { Grid, OrderHistory, Section, Skeleton, Stack, TextLink } from '@ic/ui';
import { useOrders } from '../../api/orders';
import { useChildAccount } from '../../sections/access/useChildAccount';
import { ACCOUNT_TEXT } from './accountCopy';
import { orderItem, trackedOrders } from './accountView';

function OrdersSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton variant="text" />
      <Skeleton variant="text" />
    </Stack>
  );
}

/**
 * My Orders: Track Orders (still waiting for payment) and Order History (every order and
 * donation). A failed load says so in the empty state rather than claiming there are none.
 */
export function OrdersPanel({ revealed }: { revealed: boolean }) {
  const { orders, isLoading, error } = useOrders(true);
  // A child is not sent to the plans: only a guardian can buy for it.
  const child = useChildAccount();
  const ready = revealed && !isLoading;
  const failedMessage = error ? ACCOUNT_TEXT.ordersUnavailable : undefined;
  return (
    <Section title={ACCOUNT_TEXT.myOrders} headingLevel="h2" spacing="sm" tone="alt">
      <Grid min="md" gap="lg">
        {ready ? (
          <OrderHistory
            title={ACCOUNT_TEXT.trackOrders}
            items={trackedOrders(orders)}
            emptyTitle={ACCOUNT_TEXT.trackEmpty}
            emptyMessage={failedMessage ?? ACCOUNT_TEXT.trackEmptyMessage}
          />
        ) : (
          <OrdersSkeleton />
        )}
        {ready ? (
          <OrderHistory
            title={ACCOUNT_TEXT.orderHistory}
            items={orders.map(orderItem)}
            emptyTitle={ACCOUNT_TEXT.historyEmpty}
            emptyMessage={failedMessage ?? ACCOUNT_TEXT.historyEmptyMessage}
            emptyAction={
              child ? undefined : <TextLink href="/ultimate">{ACCOUNT_TEXT.seePlans}</TextLink>
            }
          />
        ) : (
          <OrdersSkeleton />
        )}
      </Grid>
    </Section>
  );
}
