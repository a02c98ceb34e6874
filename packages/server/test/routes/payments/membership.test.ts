import type { FastifyInstance } from 'fastify';
import { MESSAGES, PRICE_LIST, RESEARCH_PAPERS_ADDON } from '@ic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../helpers.ts';
import {
  asBearer,
  asCookie,
  buyMembership,
  createMembershipOrder,
  get,
  isPremium,
  logIn,
  membership,
  post,
  sandboxPay,
} from '../../payments/flow.ts';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date('2026-01-10T10:00:00.000Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app.close());

async function paymentsOf(user: Awaited<ReturnType<typeof signUp>>, orderId: string) {
  const res = await get(app, `/api/orders/${orderId}`, asCookie(user));
  return res.json().data.payments as unknown[];
}

describe('POST /payment/create', () => {
  it('answers 401 when signed out', async () => {
    const res = await post(app, '/payment/create', { membershipType: 'Annual' });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('charges the price list plus the Research Papers add-on, for every purchasable plan', async () => {
    const user = await signUp(app);
    for (const plan of PRICE_LIST.filter((p) => p.purchasable)) {
      for (const researchPapers of [true, false]) {
        const order = await createMembershipOrder(app, asBearer(user), {
          membershipType: plan.type,
          researchPapers,
        });
        const rupees = plan.price + (researchPapers ? RESEARCH_PAPERS_ADDON : 0);
        expect(order.amountRupees).toBe(rupees);
        expect(order.amount).toBe(rupees * 100);
        // The checkout names the add-on with the plan (Razorpay shows this string).
        const addOn = researchPapers ? ' + Research Papers' : '';
        expect(order.description).toBe(`${plan.type} Membership Purchase${addOn}`);
      }
    }
  });

  // The original client has no add-on checkbox: the charge is the price it shows.
  it.each([
    ['Monthly', 129],
    ['HalfYear', 599],
    ['Annual', 999],
    ['UltimateKit', 1999],
  ])('charges %s at its plan price (%i) when researchPapers is left out', async (type, price) => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asBearer(user), { membershipType: type });
    expect(order.amountRupees).toBe(price);
    expect(order.amount).toBe(price * 100);
  });

  it('ignores any amount or price the client sends', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Annual',
      researchPapers: false,
      amount: 1,
      price: 1,
      amountPaise: 100,
    });
    expect(order.amountRupees).toBe(999);
    const shown = await get(app, `/api/sandbox/orders/${order.orderId}`);
    expect(shown.json().data.amount).toBe(99900);
  });

  it('refuses the FREE plan and unknown plans with 400', async () => {
    const user = await signUp(app);
    const free = await post(app, '/payment/create', { membershipType: 'FREE' }, asCookie(user));
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe(MESSAGES.planNotPurchasable);
    const unknown = await post(
      app,
      '/payment/create',
      { membershipType: 'Lifetime' },
      asCookie(user),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MESSAGES.planInvalid);
  });

  it('documents in the OpenAPI description that amount is in paise', async () => {
    const docs = (await get(app, '/api/docs/json')).json();
    const created = docs.paths['/payment/create'].post.responses['201'].content['application/json'];
    const amount = created.schema.properties.data.properties.amount;
    expect(amount.description).toContain('PAISE');
  });

  it('makes Monthly a recurring subscription when asked for', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Monthly',
      recurring: true,
    });
    expect(order.recurring).toBe(true);
    expect(order.orderId).toMatch(/^sub_/);
  });

  it('sells Monthly to a client that did not ask for a subscription as a one-time month', async () => {
    clock = new Date('2026-01-10T10:00:00.000Z');
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asBearer(user), { membershipType: 'Monthly' });
    expect(order).toMatchObject({ recurring: false, amountRupees: 129 });
    expect(order.orderId).toMatch(/^order_/);
    // A checkout opens it as any order, and paying it grants one month, with nothing recurring.
    expect((await get(app, `/api/sandbox/orders/${order.orderId}`)).statusCode).toBe(200);
    const paid = await sandboxPay(app, order.orderId);
    expect((await post(app, '/payment/confirm', paid, asBearer(user))).statusCode).toBe(200);
    expect(await membership(app, asBearer(user))).toMatchObject({
      isPremium: true,
      plan: 'Monthly',
      expiresAt: '2026-02-10T10:00:00.000Z',
      renewsAt: null,
    });
    expect((await get(app, '/api/subscriptions', asBearer(user))).json().data).toEqual([]);
  });

  it('never makes another plan recurring', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Annual',
      recurring: true,
    });
    expect(order.recurring).toBe(false);
    expect(order.orderId).toMatch(/^order_/);
  });

  it('answers the first order again for a repeated Idempotency-Key', async () => {
    const user = await signUp(app);
    const headers = { 'idempotency-key': 'checkout-key-0001' };
    const body = { membershipType: 'HalfYear' };
    const first = await post(app, '/payment/create', body, asCookie(user), headers);
    const again = await post(app, '/payment/create', body, asCookie(user), headers);
    expect(first.statusCode).toBe(201);
    expect(again.json().data.orderId).toBe(first.json().data.orderId);
    const other = await post(
      app,
      '/payment/create',
      { membershipType: 'Annual' },
      asCookie(user),
      headers,
    );
    expect(other.statusCode).toBe(422);
    const orders = await get(app, '/api/orders', asCookie(user));
    expect(orders.json().data).toHaveLength(1);
  });
});

describe('POST /payment/confirm', () => {
  it('answers 401 when signed out', async () => {
    const res = await post(app, '/payment/confirm', {
      orderId: 'order_x',
      paymentId: 'pay_x',
      signature: 'x',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a tampered signature with 400, marks the order failed, grants nothing', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), { membershipType: 'Annual' });
    const result = await sandboxPay(app, order.orderId);
    const signature = result.signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    const res = await post(app, '/payment/confirm', { ...result, signature }, asCookie(user));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Payment verification failed.' });
    expect(await isPremium(app, asCookie(user))).toBe(false);
    const track = await get(app, `/api/orders/${order.orderId}`, asCookie(user));
    expect(track.json().data.status).toBe('failed');

    // The genuine result still wins afterwards: the money was taken.
    const genuine = await post(app, '/payment/confirm', result, asCookie(user));
    expect(genuine.statusCode).toBe(200);
    expect(await isPremium(app, asCookie(user))).toBe(true);
  });

  it('refuses a genuine signature presented for another stored order', async () => {
    const user = await signUp(app);
    const paid = await createMembershipOrder(app, asCookie(user), { membershipType: 'Annual' });
    const other = await createMembershipOrder(app, asCookie(user), { membershipType: 'Annual' });
    const result = await sandboxPay(app, paid.orderId);
    const res = await post(
      app,
      '/payment/confirm',
      { ...result, orderId: other.orderId },
      asCookie(user),
    );
    expect(res.statusCode).toBe(400);
    expect(await isPremium(app, asCookie(user))).toBe(false);
  });

  it('answers 404 for another user’s order', async () => {
    const buyer = await signUp(app);
    const stranger = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(buyer), { membershipType: 'Annual' });
    const result = await sandboxPay(app, order.orderId);
    const res = await post(app, '/payment/confirm', result, asCookie(stranger));
    expect(res.statusCode).toBe(404);
    expect(await isPremium(app, asCookie(stranger))).toBe(false);
  });

  it('grants one period when the same payment is confirmed twice', async () => {
    const user = await signUp(app);
    const result = await buyMembership(app, asCookie(user), 'HalfYear');
    const first = await membership(app, asCookie(user));
    const again = await post(app, '/payment/confirm', result, asCookie(user));
    expect(again.statusCode).toBe(200);
    const second = await membership(app, asCookie(user));
    expect(second.expiresAt).toBe(first.expiresAt);
    expect(first.expiresAt).toBe('2026-07-10T10:00:00.000Z');
    expect(await paymentsOf(user, result.orderId)).toHaveLength(1);
  });

  it('grants one period when both confirms run at the same time', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), { membershipType: 'Annual' });
    const result = await sandboxPay(app, order.orderId);
    const answers = await Promise.all([
      post(app, '/payment/confirm', result, asCookie(user)),
      post(app, '/payment/confirm', result, asCookie(user)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await membership(app, asCookie(user))).expiresAt).toBe('2027-01-10T10:00:00.000Z');
    expect(await paymentsOf(user, result.orderId)).toHaveLength(1);
  });
});

describe('renewals and expiry', () => {
  it('extends a running membership from its expiry, and a lapsed one from now', async () => {
    clock = new Date('2026-01-10T10:00:00.000Z');
    const user = await signUp(app);
    await buyMembership(app, asCookie(user), 'HalfYear');
    expect((await membership(app, asCookie(user))).expiresAt).toBe('2026-07-10T10:00:00.000Z');

    clock = new Date(clock.getTime() + 30 * DAY);
    let session = await logIn(app, user);
    await buyMembership(app, session, 'Annual');
    const renewed = await membership(app, session);
    expect(renewed.expiresAt).toBe('2027-07-10T10:00:00.000Z');
    expect(renewed.startedAt).toBe('2026-01-10T10:00:00.000Z');
    expect(renewed.plan).toBe('Annual');

    clock = new Date('2027-07-10T10:00:01.000Z');
    session = await logIn(app, user);
    expect(await isPremium(app, session)).toBe(false);
    clock = new Date('2027-08-01T00:00:00.000Z');
    session = await logIn(app, user);
    await buyMembership(app, session, 'HalfYear');
    const fresh = await membership(app, session);
    expect(fresh.startedAt).toBe('2027-08-01T00:00:00.000Z');
    expect(fresh.expiresAt).toBe('2028-02-01T00:00:00.000Z');
    clock = new Date('2026-01-10T10:00:00.000Z');
  });
});

describe('GET /payment/verify and GET /api/membership', () => {
  it('is not premium when signed out, and /api/membership needs a session', async () => {
    expect(await get(app, '/payment/verify').then((r) => r.json())).toEqual({
      success: true,
      isPremium: false,
    });
    expect((await get(app, '/api/membership')).statusCode).toBe(401);
  });

  it('describes a member who never paid as not premium, without plan or perks', async () => {
    const user = await signUp(app);
    expect(await membership(app, asCookie(user))).toEqual({
      isPremium: false,
      plan: null,
      researchPapers: false,
      startedAt: null,
      expiresAt: null,
      renewsAt: null,
      memberLevel: null,
      perks: [],
      memberUntil: null,
      memberCode: null,
    });
  });
});

describe('monthly memberships (recurring)', () => {
  it('confirms the first charge, renews from the expiry, and can be cancelled', async () => {
    clock = new Date('2026-03-31T12:00:00.000Z');
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Monthly',
      recurring: true,
      researchPapers: true,
    });
    const paid = await post(app, `/api/sandbox/orders/${order.orderId}/pay`, {
      outcome: 'success',
    });
    expect(paid.json().data.subscriptionId).toBe(order.orderId);
    const confirm = await post(app, '/payment/confirm', paid.json().data, asCookie(user));
    expect(confirm.statusCode).toBe(200);
    let status = await membership(app, asCookie(user));
    expect(status).toMatchObject({
      isPremium: true,
      plan: 'Monthly',
      expiresAt: '2026-04-30T12:00:00.000Z',
    });
    expect(status.renewsAt).toBe('2026-04-30T12:00:00.000Z');

    clock = new Date('2026-04-29T12:00:00.000Z');
    const session = await logIn(app, user);
    const renew = await post(app, `/api/sandbox/subscriptions/${order.orderId}/renew`, {});
    expect(renew.json().data.status).toBe('processed');
    status = await membership(app, session);
    expect(status.expiresAt).toBe('2026-05-30T12:00:00.000Z');
    const track = await get(app, `/api/orders/${order.orderId}`, session);
    expect(track.json().data.payments).toHaveLength(2);

    const subs = await get(app, '/api/subscriptions', session);
    const sub = subs.json().data[0];
    expect(sub).toMatchObject({ subscriptionId: order.orderId, status: 'active', amount: 179 });
    const cancel = await post(app, `/api/subscriptions/${sub._id}/cancel`, {}, session);
    expect(cancel.json().data.status).toBe('cancelled');
    const refused = await post(app, `/api/sandbox/subscriptions/${order.orderId}/renew`, {});
    expect(refused.statusCode).toBe(409);
    status = await membership(app, session);
    expect(status).toMatchObject({ isPremium: true, renewsAt: null });
    clock = new Date('2026-01-10T10:00:00.000Z');
  });

  it('lists and cancels only the user’s own subscriptions', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(owner), {
      membershipType: 'Monthly',
      recurring: true,
    });
    expect((await get(app, '/api/subscriptions')).statusCode).toBe(401);
    const res = await post(
      app,
      `/api/subscriptions/${order.orderId}/cancel`,
      {},
      asCookie(stranger),
    );
    expect(res.statusCode).toBe(404);
  });
});
