import type { ChildActivity, GuardianChild } from '@ic/domain';
import {
  ActivityChart,
  EmptyState,
  GuardianAuditList,
  OpenedChapters,
  OrderHistory,
  SkeletonText,
  Stack,
  type OrderHistoryItem,
} from '@ic/ui';
import { useChildActivity, useChildAudit } from '../../api/guardian';
import { firstNameOf, GUARDIAN_TEXT } from './guardianCopy';

const purchaseItem = (purchase: ChildActivity['purchases'][number]): OrderHistoryItem => ({
  id: purchase.orderId,
  title: purchase.description,
  amount: purchase.amountRupees,
  status: purchase.status,
  date: purchase.createdAt,
});

const Failed = () => (
  <EmptyState icon="alert" headingLevel="h3" title={GUARDIAN_TEXT.recordsFailed} />
);

/** Minutes per day (with the limit in force), the chapters opened and the purchases. */
export function ChildActivityPanel({ child }: { child: GuardianChild }) {
  const { activity, isLoading, error } = useChildActivity(child.id);
  const first = firstNameOf(child.name);
  if (isLoading) return <SkeletonText lines={5} />;
  if (error || !activity) return <Failed />;
  return (
    <Stack gap="lg">
      <ActivityChart
        title={GUARDIAN_TEXT.minutesRead(first)}
        days={activity.days}
        limitMinutes={child.settings.dailyLimitMinutes}
      />
      <OpenedChapters title={GUARDIAN_TEXT.chaptersOpened(first)} chapters={activity.chapters} />
      <OrderHistory
        title={GUARDIAN_TEXT.purchases(first)}
        items={activity.purchases.map(purchaseItem)}
        emptyTitle={GUARDIAN_TEXT.noPurchases}
        emptyMessage={GUARDIAN_TEXT.noPurchasesMessage}
      />
    </Stack>
  );
}

/** Every change made for this child, newest first. */
export function ChildAuditPanel({ child }: { child: GuardianChild }) {
  const { entries, isLoading, error } = useChildAudit(child.id);
  if (isLoading) return <SkeletonText lines={3} />;
  if (error || !entries) return <Failed />;
  return (
    <GuardianAuditList title={GUARDIAN_TEXT.history(firstNameOf(child.name))} entries={entries} />
  );
}
