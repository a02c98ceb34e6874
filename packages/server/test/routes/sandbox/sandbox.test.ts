import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../helpers.ts';
import { asCookie, createDonation, createMembershipOrder, get, post } from '../../payments/flow.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('sandbox checkout', () => {
  it('shows the order the checkout dialog needs', async () => {
    const order = await createDonation(app, {
      supportType: 'one-time',
      amount: 1200,
      displayName: '',
    });
    const res = await get(app, `/api/sandbox/orders/${order.orderId}`);
    expect(res.json().data).toEqual({
      orderId: order.orderId,
      kind: 'order',
      keyId: 'rzp_sandbox_local',
      amount: 120000,
      amountRupees: 1200,
      currency: 'INR',
      description: 'One-time Support for IC Universe',
      status: 'created',
    });
    expect((await get(app, '/api/sandbox/orders/order_DoesNotExist1')).statusCode).toBe(404);
  });

  it('lets a failed attempt be retried, and refuses to take money twice', async () => {
    const order = await createDonation(app, {
      supportType: 'one-time',
      amount: 800,
      displayName: '',
    });
    const url = `/api/sandbox/orders/${order.orderId}/pay`;
    const failed = await post(app, url, { outcome: 'failure' });
    expect(failed.json().data.status).toBe('failed');
    const paid = await post(app, url, { outcome: 'success' });
    expect(paid.json().data).toMatchObject({ status: 'paid', orderId: order.orderId });
    expect(paid.json().data.signature).toMatch(/^[0-9a-f]{64}$/);
    const again = await post(app, url, { outcome: 'success' });
    expect(again.statusCode).toBe(409);
    expect((await post(app, url, { outcome: 'maybe' })).statusCode).toBe(400);
  });

  it('renews only subscriptions that were paid and are not cancelled', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Monthly',
      recurring: true,
    });
    const renew = `/api/sandbox/subscriptions/${order.orderId}/renew`;
    expect((await post(app, renew, {})).statusCode).toBe(409);
    const oneTime = await createDonation(app, {
      supportType: 'one-time',
      amount: 100,
      displayName: '',
    });
    expect(
      (await post(app, `/api/sandbox/subscriptions/${oneTime.orderId}/renew`, {})).statusCode,
    ).toBe(404);
    expect(
      (await post(app, '/api/sandbox/subscriptions/sub_Nope0000000001/renew', {})).statusCode,
    ).toBe(404);
  });
});
