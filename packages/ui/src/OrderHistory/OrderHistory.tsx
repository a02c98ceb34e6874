import type { OrderState } from '@ic/domain';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeProps } from '../Badge';
import { EmptyState } from '../EmptyState';
import { useFormat, useT } from '../i18n';
import { vars } from '../theme';

/** As the server reads it: an order unpaid past its expiry is `expired`. */
export type OrderHistoryStatus = OrderState;

/** One row: an order or a donation, as the account page shows it. */
export type OrderHistoryItem = {
  id: string;
  /** What was bought or given, e.g. 'Annual Membership Purchase'. */
  title: string;
  /** Whole rupees; per month when `recurring`. */
  amount: number;
  recurring?: boolean;
  status: OrderHistoryStatus;
  /** An ISO timestamp, shown on the India calendar. */
  date: string;
};

const STATUS_TONES: Record<OrderHistoryStatus, BadgeProps['tone']> = {
  created: 'neutral',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
};

export type OrderHistoryProps = {
  title: string;
  items: readonly OrderHistoryItem[];
  emptyTitle: string;
  emptyMessage?: ReactNode;
  /** A way forward when empty, e.g. a link to the plans. */
  emptyAction?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  color: ${vars.color.ink};

  [data-slot='order-history-title'] {
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }
  [data-slot='orders'] {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-slot='order'] {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${vars.space[1]} ${vars.space[3]};
    align-items: center;
    padding: ${vars.space[3]} ${vars.space[4]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  [data-slot='what'] {
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
  [data-slot='amount'] {
    font-weight: ${vars.fontWeight.black};
  }
  [data-slot='date'] {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
  }
  [data-slot='status'] {
    justify-self: end;
  }
`;

/** A titled list of orders and donations (what, amount, status, date), or an empty state. */
export function OrderHistory({
  title,
  items,
  emptyTitle,
  emptyMessage,
  emptyAction,
  headingLevel = 'h3',
  className,
}: OrderHistoryProps) {
  const headingId = useId();
  const t = useT();
  const format = useFormat();
  const amountText = (item: OrderHistoryItem) =>
    item.recurring
      ? t('account.orders.perMonth', { amount: format.rupees(item.amount) })
      : format.rupees(item.amount);
  const Heading = headingLevel;
  const itemHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Root aria-labelledby={headingId} className={className}>
      <Heading id={headingId} data-slot="order-history-title">
        {title}
      </Heading>
      {items.length === 0 ? (
        <EmptyState
          headingLevel={itemHeading}
          icon="book"
          title={emptyTitle}
          message={emptyMessage}
          action={emptyAction}
        />
      ) : (
        <ul data-slot="orders" aria-label={title}>
          {items.map((item) => (
            <li key={item.id} data-slot="order">
              <span data-slot="what">{item.title}</span>
              <span data-slot="amount">{amountText(item)}</span>
              <time data-slot="date" dateTime={item.date}>
                {format.date(item.date)}
              </time>
              <Badge data-slot="status" tone={STATUS_TONES[item.status]} size="sm">
                {t(`account.orders.status.${item.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Root>
  );
}
