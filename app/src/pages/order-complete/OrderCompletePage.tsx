import { MESSAGES, formatDate, formatRupees, type Order } from '@ic/domain';
import { OrderReceipt, PageHero, Section, TextLink } from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
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

/** The receipt's lines: what, how much (per month when recurring), when and the payment id. */
function receiptLines(order: Order) {
  const amount = `${formatRupees(order.amount)}${order.recurring ? ' per month' : ''}`;
  return [
    { term: 'What you bought', detail: order.description },
    { term: order.status === 'paid' ? 'Amount paid' : 'Amount', detail: amount },
    { term: 'Status', detail: order.status },
    { term: 'Date', detail: formatDate(order.paidAt ?? order.createdAt) },
    { term: 'Payment id', detail: order.payments[0]?.paymentId ?? MESSAGES.notAvailable },
  ];
}

function Receipt({ order }: { order: Order }) {
  return (
    <OrderReceipt
      title={order.description}
      status={order.status}
      lines={receiptLines(order)}
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
        <Receipt order={order} />
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

/** /order-complete?order={id}: the receipt of a checkout, read back from the server. */
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
