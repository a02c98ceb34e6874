// Trust after paying: a receipt mail for every paid order and donation, abandoned orders that
// expire, and the Gold rule (a Gold donor is never charged for a periodic plan).
import { MESSAGES, ORDER_EXPIRY_MINUTES, formatDate, receiptNumber } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readOutbox, signUp, type SignedUp } from '../../helpers.ts';
import { RECONCILE_AFTER_MINUTES, reconcilePayments } from '../../../src/payments/reconcile.ts';
import { appPaymentContext } from '../../../src/plugins/payments.ts';
import {
  asCookie,
  capturedEvent,
  createDonation,
  createMembershipOrder,
  deliverWebhook,
  get,
  post,
  sandboxOf,
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

describe('a receipt for every paid path', () => {
  it('a payment only the webhook reports gets the receipt; a late confirm adds none', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Annual',
      researchPapers: true,
    });
    const paid = await sandboxPay(app, order.orderId);
    const webhook = capturedEvent(app, order.orderId, paid.paymentId, order.amount);
    expect((await deliverWebhook(app, webhook)).statusCode).toBe(200);

    const [listed] = await ordersOf(user);
    expect(listed?.status).toBe('paid');
    const mails = await receiptsTo(user.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your IC Universe receipt ${listed?.receiptNumber}`);
    expect(mails[0]?.text).toContain('Annual Membership Purchase + Research Papers');
    expect(mails[0]?.text).toContain('₹1,049');
    expect(mails[0]?.text).toContain('Ultimate until');

    const confirm = await post(app, '/payment/confirm', paid, asCookie(user));
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.receiptNumber).toBe(listed?.receiptNumber);
    expect(await receiptsTo(user.user.email)).toHaveLength(1);
  });

  it('a signed-in donation paid only by webhook gets its receipt too', async () => {
    const user = await signUp(app);
    const body = { supportType: 'one-time', amount: 300, displayName: 'Ravi' };
    const order = await createDonation(app, body, asCookie(user));
    const paid = await sandboxPay(app, order.orderId);
    await deliverWebhook(app, capturedEvent(app, order.orderId, paid.paymentId, order.amount));
    const mails = await receiptsTo(user.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('One-time Support for IC Universe');
    expect(mails[0]?.text).toContain('₹300');
  });

  it('each renewal of a Monthly subscription gets a receipt with its own number, once', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Monthly',
      researchPapers: true,
      recurring: true,
    });
    await post(app, '/payment/confirm', await sandboxPay(app, order.orderId), asCookie(user));
    const [first] = await receiptsTo(user.user.email);
    const [listed] = await ordersOf(user);
    expect(first?.subject).toBe(`Your IC Universe receipt ${listed?.receiptNumber}`);

    const renewal = await sandboxOf(app).renew(order.orderId);
    expect((await deliverWebhook(app, renewal.webhook)).json().data.note).toBe('granted');
    // The provider delivers again: the event id dedupes it, and no second mail goes.
    expect((await deliverWebhook(app, renewal.webhook)).json().data.status).toBe('duplicate');

    const mails = await receiptsTo(user.user.email);
    expect(mails).toHaveLength(2);
    const renewed = mails[1];
    const number = renewed?.subject.replace('Your IC Universe receipt ', '');
    expect(number).toMatch(/^ICU-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(number).not.toBe(listed?.receiptNumber);
    expect(renewed?.text).toContain('Monthly Membership Purchase + Research Papers');
    expect(renewed?.text).toContain('₹179 per month');
    const until = (await get(app, '/api/membership', asCookie(user))).json().data.memberUntil;
    expect(renewed?.text).toContain(`Ultimate until ${formatDate(until)}`);
  });

  it('confirm, webhook and reconciliation of one payment send one receipt', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), { membershipType: 'HalfYear' });
    const paid = await sandboxPay(app, order.orderId);
    expect((await post(app, '/payment/confirm', paid, asCookie(user))).statusCode).toBe(200);
    await deliverWebhook(app, capturedEvent(app, order.orderId, paid.paymentId, order.amount));
    advanceMinutes(RECONCILE_AFTER_MINUTES + 1);
    expect(await reconcilePayments(appPaymentContext(app))).toBe(0);
    expect(await receiptsTo(user.user.email)).toHaveLength(1);
  });

  it('a payment found by the reconciliation job gets the receipt; confirm and webhook add none', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), { membershipType: 'Annual' });
    const paid = await sandboxPay(app, order.orderId);
    advanceMinutes(RECONCILE_AFTER_MINUTES + 1);
    expect(await reconcilePayments(appPaymentContext(app))).toBe(1);
    const [listed] = await ordersOf(user);
    const mails = await receiptsTo(user.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your IC Universe receipt ${listed?.receiptNumber}`,
    ]);
    expect(mails[0]?.text).toContain('Annual Membership Purchase');

    expect((await post(app, '/payment/confirm', paid, asCookie(user))).statusCode).toBe(200);
    await deliverWebhook(app, capturedEvent(app, order.orderId, paid.paymentId, order.amount));
    expect(await reconcilePayments(appPaymentContext(app))).toBe(0);
    expect(await receiptsTo(user.user.email)).toHaveLength(1);
  });

  it('a Gold donation reported only by webhook still stops the Monthly plan, as its receipt says', async () => {
    const user = await signUp(app);
    const plan = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Monthly',
      recurring: true,
    });
    await post(app, '/payment/confirm', await sandboxPay(app, plan.orderId), asCookie(user));
    const body = { supportType: 'monthly', amount: 1500, displayName: 'Gold Donor' };
    const gift = await createDonation(app, body, asCookie(user));
    const paid = await sandboxPay(app, gift.orderId);
    const charge = sandboxOf(app).signWebhook('subscription.charged', {
      subscription: { id: gift.orderId, entity: 'subscription', status: 'active' },
      payment: {
        id: paid.paymentId,
        entity: 'payment',
        amount: gift.amount,
        currency: 'INR',
        status: 'captured',
        invoice_id: 'inv_gold000000001',
      },
    });
    expect((await deliverWebhook(app, charge)).json().data.note).toBe('granted');

    const subs = await get(app, '/api/subscriptions', asCookie(user));
    const statuses = (subs.json().data as { purpose: string; status: string }[]).map(
      (sub) => `${sub.purpose}:${sub.status}`,
    );
    expect(statuses.sort()).toEqual(['donation:active', 'membership:cancelled']);
    const mails = await receiptsTo(user.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Your Monthly plan will not renew');
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
    expect(confirm.json()).toEqual({
      success: false,
      message: MESSAGES.orderExpired,
      messageKey: 'errors.orderExpired',
    });
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
