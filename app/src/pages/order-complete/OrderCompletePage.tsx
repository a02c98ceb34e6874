import {
  MESSAGES,
  formatDate,
  formatRupees,
  orderWhat,
  type MembershipStatus,
  type Order,
} from '@ic/domain';
import { Note, OrderReceipt, PageHero, Section, Stack, TextLink } from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useMembership } from '../../api/account';
import { useOrder } from '../../api/orders';
import { RequireSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { paths } from '../../paths';

const TITLE = paths.orderComplete.title;
const DESCRIPTION = 'Your IC Universe order: what you bought, what you paid and when.';

const NO_ORDER = {
  missing: {
    title: 'No order to show',
    description: 'Open an order from your account to see its receipt.',
  },
  unknown: {
    title: 'We could not find that order',
    description: 'Your orders and donations are all listed in your account.',
  },
};

const STATUS_WORDS: Record<Order['status'], string> = {
  paid: 'paid',
  created: 'waiting for payment',
  failed: 'failed',
  expired: 'expired',
};

/** Until when Ultimate runs, from the server's entitlement, once this order is paid. */
function untilLine(order: Order, membership: MembershipStatus | undefined) {
  if (order.status !== 'paid' || !membership?.memberUntil) return [];
  return [{ term: 'Ultimate until', detail: formatDate(membership.memberUntil) }];
}

/** The receipt's lines: its number, what, how much (per month when recurring), until when, when. */
function receiptLines(order: Order, membership: MembershipStatus | undefined) {
  const amount = `${formatRupees(order.amount)}${order.recurring ? ' per month' : ''}`;
  return [
    { term: 'Receipt number', detail: order.receiptNumber },
    {
      term: order.purpose === 'donation' ? 'Your gift' : 'What you bought',
      detail: orderWhat(order),
    },
    { term: order.status === 'paid' ? 'Amount paid' : 'Amount', detail: amount },
    ...untilLine(order, membership),
    { term: 'Date', detail: formatDate(order.paidAt ?? order.createdAt) },
    { term: 'Payment id', detail: order.payments[0]?.paymentId ?? MESSAGES.notAvailable },
  ];
}

function Receipt({ order }: { order: Order }) {
  const { membership } = useMembership(true);
  return (
    <OrderReceipt
      title={order.description}
      status={STATUS_WORDS[order.status]}
      lines={receiptLines(order, membership)}
      actions={
        <>
          <TextLink href={paths.myAccount.href()}>Go to My Account</TextLink>
          <TextLink href={paths.comics.href()}>Read the comics</TextLink>
        </>
      }
    />
  );
}

function OrderBody({ id }: { id: string | null }) {
  const { order, isLoading } = useOrder(id);
  if (order) {
    return (
      <Section title="Your receipt" hideTitle>
        <Stack gap="md">
          {order.status === 'paid' && (
            <Note tone="success">
              Thank you! Your receipt {order.receiptNumber} is also on its way to your mail.
            </Note>
          )}
          <Receipt order={order} />
        </Stack>
      </Section>
    );
  }
  if (id && isLoading) {
    return (
      <Section title="Your receipt" hideTitle>
        <p role="status">{MESSAGES.loading}</p>
      </Section>
    );
  }
  return (
    <Section
      {...NO_ORDER[id ? 'unknown' : 'missing']}
      action={<TextLink href={paths.myAccount.href()}>Go to My Account</TextLink>}
    />
  );
}

/**
 * /order-complete?order={id}: the confirmation after every purchase and signed-in donation, read
 * back from the server: what was bought, until when Ultimate runs, the receipt number.
 */
export function OrderCompletePage() {
  usePageMeta(TITLE, DESCRIPTION);
  const [params] = useSearchParams();
  return (
    <RequireSession>
      <PageHero eyebrow="IC Ultimate" title={TITLE} description={DESCRIPTION} />
      <OrderBody id={params.get('order')} />
    </RequireSession>
  );
}
