// Trust after paying: a receipt mail for every paid order and donation, abandoned orders that
// expire, and the Gold rule (a Gold donor is never charged for a periodic plan).
import { MESSAGES, ORDER_EXPIRY_MINUTES, formatDate, receiptNumber } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readOutbox, signUp, type SignedUp } from '../../helpers.ts';
import {
  asCookie,
  createDonation,
  createMembershipOrder,
  get,
  post,
  sandboxPay,
} from '../../payments/flow.ts';

let app: FastifyInstance;
let clock = new Date('2026-11-20T10:00:00Z');
const advanceMinutes = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app.close());

const receiptsTo = async (email: string) =>
  (await readOutbox(app)).filter(
    (mail) => mail.to === email && mail.subject.startsWith('Your IC Universe receipt'),
  );

async function ordersOf(user: SignedUp) {
  const res = await get(app, '/api/orders', asCookie(user));
  return res.json().data as { orderId: string; status: string; receiptNumber: string }[];
}

describe('the receipt mail', () => {
  it('is sent once for a paid plan: number, what with the add-on, amount, period', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'HalfYear',
      researchPapers: true,
    });
    const paid = await sandboxPay(app, order.orderId);
    const confirm = await post(app, '/payment/confirm', paid, asCookie(user));
    expect(confirm.statusCode).toBe(200);
    const [listed] = await ordersOf(user);
    expect(confirm.json().data.receiptNumber).toBe(listed?.receiptNumber);
    // Confirming again grants nothing and mails nothing.
    expect((await post(app, '/payment/confirm', paid, asCookie(user))).statusCode).toBe(200);

    const mails = await receiptsTo(user.user.email);
    expect(mails).toHaveLength(1);
    const until = confirm.json().data.membership.memberUntil as string;
    for (const part of [mails[0]?.text, mails[0]?.html]) {
      expect(part).toContain(listed?.receiptNumber);
      expect(part).toContain('HalfYear Membership Purchase + Research Papers');
      expect(part).toContain('₹649');
      expect(part).toContain(`Ultimate until ${formatDate(until)}`);
    }
    expect(mails[0]?.links[0]).toContain('/order-complete?order=');
  });

  it('is sent for a signed-in donation too, and its number is in the answer', async () => {
    const user = await signUp(app);
    const body = { supportType: 'one-time', amount: 500, displayName: 'Asha' };
    const order = await createDonation(app, body, asCookie(user));
    const confirm = await post(
      app,
      '/support/confirm',
      await sandboxPay(app, order.orderId),
      asCookie(user),
    );
    expect(confirm.statusCode).toBe(200);
    const number = confirm.json().data.receiptNumber as string;
    expect(number).toMatch(/^ICU-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const [mail] = await receiptsTo(user.user.email);
    expect(mail?.text).toContain(number);
    expect(mail?.text).toContain('One-time Support for IC Universe');
    expect(mail?.text).toContain('₹500');
    expect(mail?.text).not.toContain('Ultimate until');
  });
});

describe('abandoned orders', () => {
  it(`expire ${ORDER_EXPIRY_MINUTES} minutes after creation: listed expired, refused at confirm`, async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), { membershipType: 'Annual' });
    advanceMinutes(ORDER_EXPIRY_MINUTES - 1);
    expect((await ordersOf(user))[0]?.status).toBe('created');
    advanceMinutes(1);
    expect((await ordersOf(user))[0]?.status).toBe('expired');
    const one = await get(app, `/api/orders/${order.orderId}`, asCookie(user));
    expect(one.json().data.status).toBe('expired');

    const confirm = await post(
      app,
      '/payment/confirm',
      await sandboxPay(app, order.orderId),
      asCookie(user),
    );
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ success: false, message: MESSAGES.orderExpired });
    const status = await get(app, '/api/membership', asCookie(user));
    expect(status.json().data.isPremium).toBe(false);
    expect(await receiptsTo(user.user.email)).toEqual([]);
  });

  it('leave paid orders paid however old', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), { membershipType: 'Monthly' });
    await post(app, '/payment/confirm', await sandboxPay(app, order.orderId), asCookie(user));
    advanceMinutes(ORDER_EXPIRY_MINUTES * 10);
    expect((await ordersOf(user))[0]?.status).toBe('paid');
  });
});

describe('the Gold rule', () => {
  async function becomeGold(user: SignedUp) {
    const body = { supportType: 'monthly', amount: 1500, displayName: 'Gold Donor' };
    const order = await createDonation(app, body, asCookie(user));
    const paid = await sandboxPay(app, order.orderId);
    const confirm = await post(app, '/support/confirm', paid, asCookie(user));
    expect(confirm.statusCode).toBe(200);
  }

  it('refuses periodic plans while Gold lasts, and still sells the kit', async () => {
    const user = await signUp(app);
    await becomeGold(user);
    for (const membershipType of ['Monthly', 'HalfYear', 'Annual']) {
      const res = await post(app, '/payment/create', { membershipType }, asCookie(user));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.goldCoversPlans);
    }
    const kit = await post(
      app,
      '/payment/create',
      { membershipType: 'UltimateKit' },
      asCookie(user),
    );
    expect(kit.statusCode).toBe(201);
    const [mail] = await receiptsTo(user.user.email);
    expect(mail?.text).toContain(MESSAGES.goldCoversPlans);
  });

  it('stops a recurring Monthly plan when Gold begins, and says so in the receipt', async () => {
    const user = await signUp(app);
    const plan = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Monthly',
      recurring: true,
    });
    await post(app, '/payment/confirm', await sandboxPay(app, plan.orderId), asCookie(user));
    await becomeGold(user);

    const subs = await get(app, '/api/subscriptions', asCookie(user));
    const statuses = (subs.json().data as { purpose: string; status: string }[]).map(
      (sub) => `${sub.purpose}:${sub.status}`,
    );
    expect(statuses.sort()).toEqual(['donation:active', 'membership:cancelled']);
    const mails = await receiptsTo(user.user.email);
    expect(mails.at(-1)?.text).toContain('Your Monthly plan will not renew');
  });
});

describe('receipt numbers', () => {
  it('are derived from our order id', async () => {
    const user = await signUp(app);
    await createMembershipOrder(app, asCookie(user), { membershipType: 'Annual' });
    const [listed] = (await get(app, '/api/orders', asCookie(user))).json().data as {
      _id: string;
      receiptNumber: string;
    }[];
    expect(listed?.receiptNumber).toBe(receiptNumber(listed?._id ?? ''));
  });
});
