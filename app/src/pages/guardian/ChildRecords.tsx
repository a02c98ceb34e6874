import type { ChildActivity, GuardianChild } from '@ic/domain';
import {
  ActivityChart,
  EmptyState,
  GuardianAuditList,
  OpenedChapters,
  OrderHistory,
  SkeletonText,
  Stack,
  useT,
  type OrderHistoryItem,
} from '@ic/ui';
import { useChildActivity, useChildAudit } from '../../api/guardian';
import { firstNameOf } from './guardianCopy';

const purchaseItem = (purchase: ChildActivity['purchases'][number]): OrderHistoryItem => ({
  id: purchase.orderId,
  title: purchase.description,
  amount: purchase.amountRupees,
  status: purchase.status,
  date: purchase.createdAt,
});

function Failed() {
  const t = useT();
  return <EmptyState icon="alert" headingLevel="h3" title={t('account.guardian.recordsFailed')} />;
}

/** Minutes per day (with the limit in force), the chapters opened and the purchases. */
export function ChildActivityPanel({ child }: { child: GuardianChild }) {
  const { activity, isLoading, error } = useChildActivity(child.id);
  const t = useT();
  const first = firstNameOf(child.name);
  if (isLoading) return <SkeletonText lines={5} />;
  if (error || !activity) return <Failed />;
  return (
    <Stack gap="lg">
      <ActivityChart
        title={t('account.guardian.minutesRead', { name: first })}
        days={activity.days}
        limitMinutes={child.settings.dailyLimitMinutes}
      />
      <OpenedChapters
        title={t('account.guardian.chaptersOpened', { name: first })}
        chapters={activity.chapters}
      />
      <OrderHistory
        title={t('account.guardian.purchases', { name: first })}
        items={activity.purchases.map(purchaseItem)}
        emptyTitle={t('account.guardian.noPurchases')}
        emptyMessage={t('account.guardian.noPurchasesMessage')}
      />
    </Stack>
  );
}

/** Every change made for this child, newest first. */
export function ChildAuditPanel({ child }: { child: GuardianChild }) {
  const { entries, isLoading, error } = useChildAudit(child.id);
  const t = useT();
  if (isLoading) return <SkeletonText lines={3} />;
  if (error || !entries) return <Failed />;
  return (
    <GuardianAuditList
      title={t('account.guardian.history', { name: firstNameOf(child.name) })}
      entries={entries}
    />
  );
}
