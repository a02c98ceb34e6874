import { formatDateTime, formatRupees, MONEY_MESSAGES, type MemberDetail } from '@ic/domain';
import { Note, Section, Stack, useToast } from '@ic/ui';
import { cancelMemberSubscription, refundPayment } from '../../../api/studio/members';
import { ReasonDialog } from '../../../studio/ReasonDialog';

export const MONEY_TEXT = {
  subscriptions: 'Recurring payments',
  noSubscriptions: 'No recurring payments',
  cancel: 'Cancel subscription',
  cancelDescription:
    'No more monthly charges. The membership stays until the end of what was paid for. Say why.',
  payments: 'Payments and refunds',
  refund: (amount: number) => `Refund ${formatRupees(amount)}`,
  refundDescription:
    'Refunds what is left of this payment (Razorpay is asked when it is configured). Say why.',
  refunded: (amount: number, reason: string, at: string) =>
    `Refunded ${formatRupees(amount)} on ${formatDateTime(at)}: ${reason}`,
} as const;

/** Support's money actions on a member: cancel a recurring payment, refund a payment. */
export function MemberMoney({
  detail,
  onChanged,
}: {
  detail: MemberDetail;
  onChanged: () => Promise<unknown>;
}) {
  const toast = useToast();
  const userId = detail.account.userId;
  const refundedOf = (paymentId: string) =>
    detail.refunds.filter((r) => r.paymentId === paymentId).reduce((sum, r) => sum + r.amount, 0);
  const payments = detail.orders.flatMap((order) =>
    order.payments.map((payment) => ({ ...payment, description: order.description })),
  );

  async function done(title: string) {
    await onChanged();
    toast.show({ title, tone: 'success' });
  }

  return (
    <Stack gap="lg">
      <Section title={MONEY_TEXT.subscriptions} headingLevel="h2" spacing="sm">
        {detail.subscriptions.length === 0 ? (
          <Note icon="info">{MONEY_TEXT.noSubscriptions}</Note>
        ) : (
          <ul>
            {detail.subscriptions.map((sub) => (
              <li key={sub._id}>
                <Stack direction="row" gap="sm" align="center" wrap>
                  <span>
                    {`${sub.description}: ${formatRupees(sub.amount)} a month, ${sub.status}`}
                    {sub.paidThrough && `, paid until ${formatDateTime(sub.paidThrough)}`}
                  </span>
                  {sub.status !== 'cancelled' && (
                    <ReasonDialog
                      action={MONEY_TEXT.cancel}
                      description={MONEY_TEXT.cancelDescription}
                      variant="danger"
                      onConfirm={async (reason) => {
                        await cancelMemberSubscription(userId, sub._id, reason);
                        await done(MONEY_MESSAGES.subscriptionCancelled);
                      }}
                    />
                  )}
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {payments.length > 0 && (
        <Section title={MONEY_TEXT.payments} headingLevel="h2" spacing="sm">
          <ul>
            {payments.map((payment) => {
              const left = payment.amount - refundedOf(payment.paymentId);
              return (
                <li key={payment.paymentId}>
                  <Stack direction="row" gap="sm" align="center" wrap>
                    <span>
                      {`${payment.description}: ${formatRupees(payment.amount)} on ${formatDateTime(payment.paidAt)}`}
                    </span>
                    {left > 0 && (
                      <ReasonDialog
                        action={MONEY_TEXT.refund(left)}
                        description={MONEY_TEXT.refundDescription}
                        onConfirm={async (reason) => {
                          await refundPayment(payment.paymentId, { reason });
                          await done(MONEY_MESSAGES.refundMarked);
                        }}
                      />
                    )}
                  </Stack>
                  {detail.refunds
                    .filter((r) => r.paymentId === payment.paymentId)
                    .map((r) => (
                      <p key={r._id}>{MONEY_TEXT.refunded(r.amount, r.reason, r.createdAt)}</p>
                    ))}
                </li>
              );
            })}
          </ul>
        </Section>
      )}
    </Stack>
  );
}
