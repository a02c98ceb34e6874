import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@ic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_NEEDS_PAYMENT } from '../../../src/routes/support/index.ts';
import { buildTestApp, signUp } from '../../helpers.ts';
import {
  asBearer,
  asCookie,
  createDonation,
  get,
  isPremium,
  logIn,
  membership,
  post,
  sandboxPay,
  type Credentials,
} from '../../payments/flow.ts';

let clock = new Date('2026-05-20T09:00:00.000Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app.close());

async function statistics() {
  return (await get(app, '/support/statistics')).json().data as {
    monthlyFunds: number;
    supporterCount: number;
    corporates: number;
    totalFunds: number;
  };
}

async function contributors() {
  return (await get(app, '/support/contributors?limit=100')).json().data as Array<{
    displayName: string;
    amount: number;
    supportType: string;
  }>;
}

/** Creates, pays and confirms a donation; answers the checkout order. */
async function donate(body: object, credentials?: Credentials) {
  const order = await createDonation(app, body, credentials);
  const result = await sandboxPay(app, order.orderId);
  const res = await post(app, '/support/confirm', result, credentials);
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe('Thank you for your support!');
  return order;
}

describe('POST /support/create', () => {
  it('creates an anonymous one-time donation order through the provider', async () => {
    const order = await createDonation(app, {
      supportType: 'one-time',
      amount: 500,
      displayName: '',
    });
    expect(order).toMatchObject({
      amount: 50000,
      amountRupees: 500,
      currency: 'INR',
      purpose: 'donation',
      recurring: false,
      provider: 'sandbox',
    });
  });

  // The original site posted the donation and thanked the donor without taking any payment.
  it('answers 402 and makes no order for a client that will not open the checkout', async () => {
    const user = await signUp(app);
    const before = await statistics();
    for (const checkout of [undefined, false]) {
      const body = { supportType: 'one-time', amount: 500, displayName: 'Ravi', checkout };
      const res = await post(app, '/support/create', body, asCookie(user));
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ success: false, message: DONATION_NEEDS_PAYMENT });
    }
    expect((await get(app, '/api/orders', asCookie(user))).json().data).toEqual([]);
    expect(await statistics()).toEqual(before);
  });

  it('needs a session for a monthly donation', async () => {
    const body = { supportType: 'monthly', amount: 1500, displayName: 'Ravi', checkout: true };
    const res = await post(app, '/support/create', body);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to set up a monthly donation.');
    const user = await signUp(app);
    const order = await createDonation(app, body, asBearer(user));
    expect(order.recurring).toBe(true);
    expect(order.orderId).toMatch(/^sub_/);
  });

  it('refuses amounts that are not a positive whole number of rupees', async () => {
    for (const amount of [0, -5, 10.5, '500', null, 10_000_001]) {
      const res = await post(app, '/support/create', {
        supportType: 'one-time',
        amount,
        displayName: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.invalidAmount);
    }
  });

  it('refuses a display name longer than 30 characters', async () => {
    const res = await post(app, '/support/create', {
      supportType: 'one-time',
      amount: 500,
      displayName: 'x'.repeat(31),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.displayNameTooLong);
  });
});

describe('only paid donations count', () => {
  it('leaves statistics and contributors alone until paid, then counts once', async () => {
    const before = await statistics();
    const name = `Supporter ${Date.now() % 100000}`;
    const order = await createDonation(app, {
      supportType: 'one-time',
      amount: 2000,
      displayName: name,
    });
    expect(await statistics()).toEqual(before);
    expect((await contributors()).some((c) => c.displayName === name)).toBe(false);

    const result = await sandboxPay(app, order.orderId);
    expect((await post(app, '/support/confirm', result)).statusCode).toBe(200);
    expect((await post(app, '/support/confirm', result)).statusCode).toBe(200);

    const after = await statistics();
    expect(after.totalFunds - before.totalFunds).toBe(2000);
    expect(after.monthlyFunds - before.monthlyFunds).toBe(2000);
    expect(after.supporterCount - before.supporterCount).toBe(1);
    expect(after.corporates).toBe(7);
    expect((await contributors()).filter((c) => c.displayName === name)).toEqual([
      expect.objectContaining({ displayName: name, amount: 2000, supportType: 'one-time' }),
    ]);
  });

  it('a failed donation never counts', async () => {
    const before = await statistics();
    const order = await createDonation(app, {
      supportType: 'one-time',
      amount: 700,
      displayName: '',
    });
    await post(app, `/api/sandbox/orders/${order.orderId}/pay`, { outcome: 'failure' });
    expect(await statistics()).toEqual(before);
  });

  it('shows a blank display name as Anonymous, newest first', async () => {
    clock = new Date('2026-05-20T09:30:00.000Z');
    await donate({ supportType: 'one-time', amount: 333, displayName: '   ' });
    const newest = (await contributors())[0];
    expect(newest).toMatchObject({ displayName: 'Anonymous', amount: 333 });
    clock = new Date('2026-05-20T09:00:00.000Z');
  });

  it('counts a supporter once however often they give', async () => {
    const user = await signUp(app);
    const before = await statistics();
    await donate({ supportType: 'one-time', amount: 100, displayName: '' }, asCookie(user));
    await donate({ supportType: 'one-time', amount: 200, displayName: '' }, asCookie(user));
    const after = await statistics();
    expect(after.supporterCount - before.supporterCount).toBe(1);
    expect(after.totalFunds - before.totalFunds).toBe(300);
  });

  it('counts this month’s money in monthlyFunds and everything in totalFunds', async () => {
    clock = new Date('2026-06-30T18:00:00.000Z'); // 30 June 2026, 23:30 in India
    const before = await statistics();
    expect(before.monthlyFunds).toBe(0);
    await donate({ supportType: 'one-time', amount: 900, displayName: '' });
    expect((await statistics()).monthlyFunds).toBe(900);
    clock = new Date('2026-06-30T18:30:00.000Z'); // 1 July, 00:00 in India
    const next = await statistics();
    expect(next.monthlyFunds).toBe(0);
    expect(next.totalFunds).toBe(before.totalFunds + 900);
    clock = new Date('2026-05-20T09:00:00.000Z');
  });

  it('limits the contributors list', async () => {
    const res = await get(app, '/support/contributors?limit=1');
    expect(res.json().data).toHaveLength(1);
    expect((await get(app, '/support/contributors?limit=0')).statusCode).toBe(400);
  });
});

describe('POST /support/confirm', () => {
  it('refuses a tampered signature and another user’s donation', async () => {
    const donor = await signUp(app);
    const stranger = await signUp(app);
    const order = await createDonation(
      app,
      { supportType: 'one-time', amount: 500, displayName: '' },
      asCookie(donor),
    );
    const result = await sandboxPay(app, order.orderId);
    const tampered = await post(
      app,
      '/support/confirm',
      { ...result, paymentId: 'pay_Forged0000001' },
      asCookie(donor),
    );
    expect(tampered.statusCode).toBe(400);
    expect((await post(app, '/support/confirm', result, asCookie(stranger))).statusCode).toBe(404);
    expect((await post(app, '/support/confirm', result)).statusCode).toBe(404);
    expect((await post(app, '/support/confirm', result, asCookie(donor))).statusCode).toBe(200);
  });

  it('does not confirm membership orders', async () => {
    const user = await signUp(app);
    const res = await post(app, '/payment/create', { membershipType: 'Annual' }, asCookie(user));
    const result = await sandboxPay(app, res.json().data.orderId);
    expect((await post(app, '/support/confirm', result, asCookie(user))).statusCode).toBe(404);
  });
});

describe('perks (spec section 9)', () => {
  it('a one-time ₹1500 gives 2 months of Ultimate; ₹1000 gives nothing', async () => {
    const small = await signUp(app);
    await donate({ supportType: 'one-time', amount: 1000, displayName: '' }, asCookie(small));
    expect(await isPremium(app, asCookie(small))).toBe(false);
    expect((await membership(app, asCookie(small))).perks).toEqual([]);

    const generous = await signUp(app);
    await donate({ supportType: 'one-time', amount: 1500, displayName: '' }, asCookie(generous));
    const status = await membership(app, asCookie(generous));
    expect(status).toMatchObject({
      isPremium: true,
      plan: null,
      expiresAt: '2026-07-20T09:00:00.000Z',
      memberLevel: null,
      perks: ['2 months of free Ultimate'],
    });
  });

  it('an anonymous ₹1500 counts as support but grants no account anything', async () => {
    const before = await statistics();
    await donate({ supportType: 'one-time', amount: 1500, displayName: '' });
    expect((await statistics()).totalFunds - before.totalFunds).toBe(1500);
  });

  it('a monthly ₹1500 makes a Gold member while it is paid; a monthly ₹500 does not', async () => {
    const modest = await signUp(app);
    await donate({ supportType: 'monthly', amount: 500, displayName: 'Modest' }, asCookie(modest));
    expect((await membership(app, asCookie(modest))).memberLevel).toBeNull();

    const gold = await signUp(app);
    const order = await donate(
      { supportType: 'monthly', amount: 1500, displayName: 'Goldie' },
      asCookie(gold),
    );
    let status = await membership(app, asCookie(gold));
    expect(status).toMatchObject({
      isPremium: true,
      memberLevel: 'Gold',
      expiresAt: '2026-06-20T09:00:00.000Z',
    });
    expect(status.perks).toEqual(['Your name on our page', 'Free Ultimate subscription']);

    clock = new Date('2026-06-19T09:00:00.000Z');
    await post(app, `/api/sandbox/subscriptions/${order.orderId}/renew`, {});
    clock = new Date('2026-07-01T09:00:00.000Z');
    const session = await logIn(app, gold);
    status = await membership(app, session);
    expect(status).toMatchObject({ memberLevel: 'Gold', expiresAt: '2026-07-20T09:00:00.000Z' });

    clock = new Date('2026-07-21T09:00:00.000Z');
    const later = await logIn(app, gold);
    status = await membership(app, later);
    expect(status).toMatchObject({ isPremium: false, memberLevel: null, perks: [] });
    clock = new Date('2026-05-20T09:00:00.000Z');
  });
});
