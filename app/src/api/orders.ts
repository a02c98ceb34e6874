import type { Order } from '@ic/domain';
import useSWR from 'swr';
import { apiGet } from './client';
import { logged } from './log';

export const ORDERS_KEY = '/api/orders';

export function getOrders(): Promise<Order[]> {
  return logged('load the orders', () => apiGet<Order[]>(ORDERS_KEY, { bearer: true }));
}

/** The signed-in user's orders and donations, newest first; a failure is logged and `error` set. */
export function useOrders(signedIn: boolean) {
  const { data, error, isLoading } = useSWR(signedIn ? ORDERS_KEY : null, getOrders);
  return { orders: error ? [] : (data ?? []), isLoading, error: error as unknown };
}

export function orderPath(id: string): string {
  return `${ORDERS_KEY}/${encodeURIComponent(id)}`;
}

/** One order by our id or the provider's (e.g. the orderId a checkout answered). */
export function getOrder(id: string): Promise<Order> {
  return logged(`load the order ${id}`, () => apiGet<Order>(orderPath(id), { bearer: true }));
}

/** One order, for /order-complete; no id asks nothing. A failure (404 included) is logged. */
export function useOrder(id: string | null | undefined) {
  const key = id ? (['order', id] as const) : null;
  const { data, error, isLoading } = useSWR(key, ([, orderId]) => getOrder(orderId));
  return { order: error ? undefined : data, isLoading, error: error as unknown };
}
