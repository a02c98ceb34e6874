import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { ApiError, NetworkError } from './client';
import { getOrder, useOrder, useOrders } from './orders';

const log = captureErrorLog();
const order = {
  _id: 'o1',
  orderId: 'order_sbx_1',
  purpose: 'donation',
  description: 'One-time support',
  planType: null,
  researchPapers: false,
  supportType: 'one-time',
  displayName: 'Asha',
  recurring: false,
  amount: 1500,
  currency: 'INR',
  provider: 'sandbox',
  status: 'paid',
  createdAt: '2026-03-01T10:00:00Z',
  paidAt: '2026-03-01T10:01:00Z',
  payments: [],
};

describe('useOrders', () => {
  it('reads GET /api/orders when signed in', async () => {
    const requests = stubFetch(() => envelope([order]));
    const { result } = await renderHook(() => useOrders(true), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.orders).toEqual([order]));
    expect(requests[0]?.url.pathname).toBe('/api/orders');
  });

  it('on failure: logged, no orders and the error to show', async () => {
    stubFetch(offline);
    const { result } = await renderHook(() => useOrders(true), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeInstanceOf(NetworkError));
    expect(result.current).toMatchObject({ orders: [], isLoading: false });
    expect(log.calls()[0]?.[0]).toBe('Failed to load the orders:');
  });
});

describe('one order', () => {
  it('reads GET /api/orders/{id} with the id encoded', async () => {
    const requests = stubFetch(() => envelope(order));
    await expect(getOrder('order/1')).resolves.toEqual(order);
    expect(requests[0]?.url.pathname).toBe('/api/orders/order%2F1');
  });

  it('useOrder asks nothing without an id', async () => {
    const requests = stubFetch(() => envelope(order));
    const { result } = await renderHook(() => useOrder(null), { wrapper: FreshSWR });
    expect(result.current).toMatchObject({ order: undefined, isLoading: false });
    expect(requests).toHaveLength(0);
  });

  it('useOrder answers an unknown order as an error, logged', async () => {
    stubFetch(() => failure(404, 'Order not found.'));
    const { result } = await renderHook(() => useOrder('o404'), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.order).toBeUndefined();
    expect(log.calls()[0]?.[0]).toBe('Failed to load the order o404:');
  });
});
