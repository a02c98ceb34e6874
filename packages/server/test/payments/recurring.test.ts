import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasePaymentsOf } from '../../src/payments/recurring.ts';
import { buildTestApp, signUp } from '../helpers.ts';
import { asCookie, createDonation, get, post, sandboxOf, sandboxPay } from './flow.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('releasePaymentsOf (before an account is deleted)', () => {
  it('cancels recurring charges, hides the donor’s name, and keeps the money record', async () => {
    const user = await signUp(app);
    const order = await createDonation(
      app,
      { supportType: 'monthly', amount: 1500, displayName: 'Meera K' },
      asCookie(user),
    );
    const result = await sandboxPay(app, order.orderId);
    expect((await post(app, '/support/confirm', result, asCookie(user))).statusCode).toBe(200);
    const contributors = async () => (await get(app, '/support/contributors')).json().data;
    expect((await contributors())[0].displayName).toBe('Meera K');
    const before = (await get(app, '/support/statistics')).json().data;

    const { id } = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.body.email)
      .executeTakeFirstOrThrow();
    await releasePaymentsOf(app.db, app.payments, id, app.now());
    expect((await sandboxOf(app).findOrder(order.orderId))?.status).toBe('cancelled');
    const renew = await post(app, `/api/sandbox/subscriptions/${order.orderId}/renew`, {});
    expect(renew.statusCode).toBe(409);
    expect((await contributors())[0].displayName).toBe('Anonymous');

    await app.db.deleteFrom('users').where('id', '=', id).execute();
    const kept = await app.db
      .selectFrom('orders')
      .select(['user_id', 'status'])
      .where('provider_order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ user_id: null, status: 'paid' });
    expect((await get(app, '/support/statistics')).json().data).toEqual(before);
  });
});
