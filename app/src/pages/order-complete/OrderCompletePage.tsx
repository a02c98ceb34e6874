import { MESSAGES, type MembershipStatus, type Order } from '@ic/domain';
import {
  Note,
  OrderReceipt,
  PageHero,
  Section,
  Stack,
  TextLink,
  useCatalogue,
  useFormat,
  useMessage,
  useT,
} from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useMembership } from '../../api/account';
import { useOrder } from '../../api/orders';
import { orderDescription, orderWhat, type Translate } from '../../checkout/words';
import { RequireSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { paths } from '../../paths';

type Format = ReturnType<typeof useFormat>;

/** Until when Ultimate runs, from the server's entitlement, once this order is paid. */
function untilLine(
  order: Order,
  membership: MembershipStatus | undefined,
  t: Translate,
  format: Format,
) {
  if (order.status !== 'paid' || !membership?.memberUntil) return [];
  return [{ term: t('checkout.order.line.until'), detail: format.date(membership.memberUntil) }];
}

/** The receipt's lines: its number, what, how much (per month when recurring), until when, when. */
function receiptLines(
  order: Order,
  membership: MembershipStatus | undefined,
  t: Translate,
  format: Format,
  notAvailable: string,
) {
  const price = format.rupees(order.amount);
  const amount = order.recurring ? t('checkout.cart.perMonth', { price }) : price;
  return [
    { term: t('checkout.order.line.receiptNumber'), detail: order.receiptNumber },
    {
      term: t(
        order.purpose === 'donation' ? 'checkout.order.line.gift' : 'checkout.order.line.bought',
      ),
      detail: orderWhat(order, t),
    },
    {
      term: t(
        order.status === 'paid' ? 'checkout.order.line.amountPaid' : 'checkout.order.line.amount',
      ),
      detail: amount,
    },
    ...untilLine(order, membership, t, format),
    { term: t('checkout.order.line.date'), detail: format.date(order.paidAt ?? order.createdAt) },
    {
      term: t('checkout.order.line.paymentId'),
      detail: order.payments[0]?.paymentId ?? notAvailable,
    },
  ];
}

function Receipt({ order }: { order: Order }) {
  const t = useT();
  const format = useFormat();
  const message = useMessage();
  const { membership } = useMembership(true);
  const notAvailable = message(MESSAGES.notAvailable, 'errors.notAvailable');
  return (
    <OrderReceipt
      title={orderDescription(order.description, t)}
      status={order.status}
      statusLabel={t(`checkout.order.status.${order.status}`)}
      lines={receiptLines(order, membership, t, format, notAvailable)}
      actions={
        <>
          <TextLink href={paths.myAccount.href()}>{t('checkout.order.myAccount')}</TextLink>
          <TextLink href={paths.comics.href()}>{t('checkout.order.readComics')}</TextLink>
        </>
      }
    />
  );
}

function OrderBody({ id }: { id: string | null }) {
  const t = useT();
  const message = useMessage();
  const { order, isLoading } = useOrder(id);
  if (order) {
    return (
      <Section title={t('checkout.order.receipt')} hideTitle>
        <Stack gap="md">
          {order.status === 'paid' && (
            <Note tone="success">
              {t('checkout.order.thanks', { receipt: order.receiptNumber })}
            </Note>
          )}
          <Receipt order={order} />
        </Stack>
      </Section>
    );
  }
  if (id && isLoading) {
    return (
      <Section title={t('checkout.order.receipt')} hideTitle>
        <p role="status">{message(MESSAGES.loading, 'errors.loading')}</p>
      </Section>
    );
  }
  const missing = id ? 'unknown' : 'missing';
  return (
    <Section
      title={t(`checkout.order.${missing}.title`)}
      description={t(`checkout.order.${missing}.description`)}
      action={<TextLink href={paths.myAccount.href()}>{t('checkout.order.myAccount')}</TextLink>}
    />
  );
}

/**
 * /order-complete?order={id}: the confirmation after every purchase and signed-in donation, read
 * back from the server: what was bought, until when Ultimate runs, the receipt number.
 */
export function OrderCompletePage() {
  useCatalogue('checkout');
  const t = useT();
  const title = t('checkout.order.title');
  const description = t('checkout.order.description');
  usePageMeta(title, description);
  const [params] = useSearchParams();
  return (
    <RequireSession>
      <PageHero eyebrow={t('checkout.ultimate.name')} title={title} description={description} />
      <OrderBody id={params.get('order')} />
    </RequireSession>
  );
}
