import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieFrom, signUp, TEST_PASSWORD } from '../../helpers.ts';
import {
  asBearer,
  createMembershipOrder,
  isPremium,
  post,
  sandboxPay,
} from '../../payments/flow.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('buying a membership in the sandbox', () => {
  it('signup -> login -> payment/create -> sandbox pay -> confirm -> verify isPremium true', async () => {
    const { body } = await signUp(app);
    const login = await post(app, '/api/login', { email: body.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    const token: string = login.json().data.token;
    const bearer = { authorization: `Bearer ${token}` };
    expect(await isPremium(app, { cookie })).toBe(false);

    // As the original client sends it: no add-on field, so the plan's price is charged.
    const order = await createMembershipOrder(app, bearer, { membershipType: 'Annual' });
    expect(order).toMatchObject({
      keyId: 'rzp_sandbox_local',
      amount: 999 * 100,
      amountRupees: 999,
      currency: 'INR',
      provider: 'sandbox',
      description: 'Annual Membership Purchase',
      purpose: 'membership',
      recurring: false,
    });
    expect(order.orderId).toMatch(/^order_/);

    const shown = await app.inject({ method: 'GET', url: `/api/sandbox/orders/${order.orderId}` });
    expect(shown.json().data).toMatchObject({
      amount: 99900,
      amountRupees: 999,
      status: 'created',
    });

    const result = await sandboxPay(app, order.orderId);
    const confirm = await post(app, '/payment/confirm', result, { cookie });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.membership).toMatchObject({ isPremium: true, plan: 'Annual' });

    const verify = await app.inject({ method: 'GET', url: '/payment/verify', headers: { cookie } });
    expect(verify.json()).toEqual({ success: true, isPremium: true });
    expect(await isPremium(app, bearer)).toBe(true);
  });

  it('a failed sandbox payment leaves the user not premium and marks the order failed', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asBearer(user), { membershipType: 'HalfYear' });
    const res = await post(app, `/api/sandbox/orders/${order.orderId}/pay`, { outcome: 'failure' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'failed',
      error: { code: 'BAD_REQUEST_ERROR' },
    });
    expect(await isPremium(app, asBearer(user))).toBe(false);
    const track = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: { cookie: user.cookie },
    });
    expect(track.json().data.status).toBe('failed');
  });
});
