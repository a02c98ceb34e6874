import type { Order } from '@ic/domain';
import { Grid, OrderHistory, Section, Skeleton, Stack, TextLink, useT } from '@ic/ui';
import { useOrders } from '../../api/orders';
import { useChildAccount } from '../../sections/access/useChildAccount';
import { orderWhat } from '../../checkout/words';
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
  const t = useT();
  // What an order bought, in the checkout's words: the plan named as the cards and cart name it.
  const what = (order: Order) => orderWhat(order, t);
  const ready = revealed && !isLoading;
  const failedMessage = error ? t('account.page.ordersUnavailable') : undefined;
  return (
    <Section title={t('account.page.myOrders')} headingLevel="h2" spacing="sm" tone="alt">
      <Grid min="md" gap="lg">
        {ready ? (
          <OrderHistory
            title={t('account.page.trackOrders')}
            items={trackedOrders(orders, what)}
            emptyTitle={t('account.page.trackEmpty')}
            emptyMessage={failedMessage ?? t('account.page.trackEmptyMessage')}
          />
        ) : (
          <OrdersSkeleton />
        )}
        {ready ? (
          <OrderHistory
            title={t('account.page.orderHistory')}
            items={orders.map((order) => orderItem(order, what))}
            emptyTitle={t('account.page.historyEmpty')}
            emptyMessage={failedMessage ?? t('account.page.historyEmptyMessage')}
            emptyAction={
              child ? undefined : <TextLink href="/ultimate">{t('account.page.seePlans')}</TextLink>
            }
          />
        ) : (
          <OrdersSkeleton />
        )}
      </Grid>
    </Section>
  );
}
