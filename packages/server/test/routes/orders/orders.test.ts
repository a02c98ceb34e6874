import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../helpers.ts';
import {
  asBearer,
  asCookie,
  buyMembership,
  createDonation,
  createMembershipOrder,
  get,
  post,
  sandboxPay,
} from '../../payments/flow.ts';

let clock = new Date('2026-02-01T08:00:00.000Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app.close());

describe('GET /api/orders', () => {
  it('answers 401 when signed out', async () => {
    expect((await get(app, '/api/orders')).statusCode).toBe(401);
    expect((await get(app, '/api/orders/order_x')).statusCode).toBe(401);
  });

  it('lists the user’s own orders and donations, newest first, with their payments', async () => {
    const user = await signUp(app);
    const stranger = await signUp(app);
    await createMembershipOrder(app, asCookie(stranger), { membershipType: 'Annual' });

    clock = new Date('2026-02-01T08:00:00.000Z');
    const bought = await buyMembership(app, asCookie(user), 'Annual');
    clock = new Date('2026-02-01T09:00:00.000Z');
    const gift = await createDonation(
      app,
      { supportType: 'one-time', amount: 750, displayName: 'Asha' },
      asBearer(user),
    );
    const giftResult = await sandboxPay(app, gift.orderId);
    await post(app, '/support/confirm', giftResult, asBearer(user));
    clock = new Date('2026-02-01T10:00:00.000Z');
    const pending = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'HalfYear',
      researchPapers: true,
    });

    const res = await get(app, '/api/orders', asBearer(user));
    expect(res.statusCode).toBe(200);
    const orders = res.json().data;
    expect(orders.map((o: { orderId: string }) => o.orderId)).toEqual([
      pending.orderId,
      gift.orderId,
      bought.orderId,
    ]);
    expect(orders[0]).toMatchObject({ status: 'created', paidAt: null, payments: [], amount: 649 });
    expect(orders[1]).toMatchObject({
      purpose: 'donation',
      supportType: 'one-time',
      displayName: 'Asha',
      amount: 750,
      status: 'paid',
      payments: [{ paymentId: giftResult.paymentId, amount: 750 }],
    });
    expect(orders[2]).toMatchObject({
      purpose: 'membership',
      planType: 'Annual',
      researchPapers: false,
      description: 'Annual Membership Purchase',
      amount: 999,
      currency: 'INR',
      provider: 'sandbox',
      status: 'paid',
      paidAt: '2026-02-01T08:00:00.000Z',
      payments: [{ paymentId: bought.paymentId, amount: 999 }],
    });
  });
});

describe('GET /api/orders/:id', () => {
  it('finds an order by the provider order id or our id, for its owner only', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(owner), { membershipType: 'Annual' });
    const byProvider = await get(app, `/api/orders/${order.orderId}`, asCookie(owner));
    expect(byProvider.statusCode).toBe(200);
    const ourId = byProvider.json().data._id;
    const byOurs = await get(app, `/api/orders/${ourId}`, asCookie(owner));
    expect(byOurs.json().data.orderId).toBe(order.orderId);
    const theirs = await get(app, `/api/orders/${order.orderId}`, asCookie(stranger));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message: 'Order not found.' });
  });
});
