import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckout } from '../../../src/payments/checkout.ts';
import type { PaymentProvider } from '../../../src/payments/provider.ts';
import { appPaymentContext } from '../../../src/plugins/payments.ts';
import { buildTestApp, signUp, type SignedUp } from '../../helpers.ts';
import {
  asCookie,
  capturedEvent,
  createMembershipOrder,
  deliverWebhook,
  get,
  isPremium,
  membership,
  post,
  sandboxOf,
  sandboxPay,
} from '../../payments/flow.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function annualOrder(user: SignedUp) {
  return createMembershipOrder(app, asCookie(user), { membershipType: 'Annual' });
}

async function orderStatus(user: SignedUp, orderId: string) {
  const res = await get(app, `/api/orders/${orderId}`, asCookie(user));
  return res.json().data as { status: string; payments: unknown[] };
}

describe('POST /api/webhooks/razorpay: signature', () => {
  it('answers 400 for a bad, missing or stale signature', async () => {
    const webhook = capturedEvent(app, 'order_Unknown000001', 'pay_Bad00000000001', 100);
    const bad = await deliverWebhook(app, { ...webhook, signature: '0'.repeat(64) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Invalid webhook signature.' });

    const missing = await app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      payload: webhook.rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);

    const altered = String(webhook.rawBody).replace('"amount":100', '"amount":1');
    const tampered = await deliverWebhook(app, { ...webhook, rawBody: altered });
    expect(tampered.statusCode).toBe(400);
  });

  it('answers 400 for a correctly signed body that is not an event', async () => {
    const sandbox = sandboxOf(app);
    for (const rawBody of ['not json', '{"event":"payment.captured"}', '[]', '']) {
      const signature = sandbox.signWebhookBody(rawBody);
      const res = await deliverWebhook(app, {
        eventId: `evt_${crypto.randomUUID()}`,
        rawBody,
        signature,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid webhook body.');
    }
  });

  it('acknowledges events it does not use', async () => {
    const webhook = sandboxOf(app).signWebhook('refund.created', { refund: { id: 'rfnd_1' } });
    const res = await deliverWebhook(app, webhook);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ignored');
  });
});

describe('POST /api/webhooks/razorpay: granting', () => {
  it('grants from payment.captured alone (the buyer closed the tab before confirming)', async () => {
    const user = await signUp(app);
    const order = await annualOrder(user);
    const res = await deliverWebhook(
      app,
      capturedEvent(app, order.orderId, 'pay_Alone00000001', order.amount),
    );
    expect(res.json().data).toEqual({ status: 'processed', note: 'granted' });
    expect(await isPremium(app, asCookie(user))).toBe(true);
    expect((await orderStatus(user, order.orderId)).status).toBe('paid');
  });

  it('ignores a redelivered event and a second event for the same payment', async () => {
    const user = await signUp(app);
    const order = await annualOrder(user);
    const webhook = capturedEvent(app, order.orderId, 'pay_Twice00000001', order.amount);
    await deliverWebhook(app, webhook);
    const expiresAt = (await membership(app, asCookie(user))).expiresAt;
    const again = await deliverWebhook(app, webhook);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('duplicate');
    const orderPaid = sandboxOf(app).signWebhook('order.paid', {
      order: { id: order.orderId },
      payment: {
        id: 'pay_Twice00000001',
        amount: order.amount,
        currency: 'INR',
        order_id: order.orderId,
      },
    });
    const second = await deliverWebhook(app, orderPaid);
    expect(second.json().data).toEqual({ status: 'processed', note: 'payment already recorded' });
    expect((await membership(app, asCookie(user))).expiresAt).toBe(expiresAt);
    expect((await orderStatus(user, order.orderId)).payments).toHaveLength(1);
  });

  it('dedupes by the body when the event id header is missing', async () => {
    const user = await signUp(app);
    const order = await annualOrder(user);
    const webhook = capturedEvent(app, order.orderId, 'pay_NoEventId0001', order.amount);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        payload: webhook.rawBody,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhook.signature },
      });
    expect((await send()).json().data.status).toBe('processed');
    expect((await send()).json().data.status).toBe('duplicate');
  });

  it('grants one period for confirm then webhook, and for webhook then confirm', async () => {
    for (const webhookFirst of [false, true]) {
      const user = await signUp(app);
      const order = await annualOrder(user);
      const result = await sandboxPay(app, order.orderId);
      const webhook = capturedEvent(app, order.orderId, result.paymentId, order.amount);
      const confirm = () => post(app, '/payment/confirm', result, asCookie(user));
      if (webhookFirst) await deliverWebhook(app, webhook);
      expect((await confirm()).statusCode).toBe(200);
      if (!webhookFirst) await deliverWebhook(app, webhook);
      const status = await membership(app, asCookie(user));
      const started = new Date(status.startedAt).getTime();
      const expires = new Date(status.expiresAt).getTime();
      const days = (expires - started) / (24 * 60 * 60 * 1000);
      expect(days).toBeGreaterThanOrEqual(365);
      expect(days).toBeLessThanOrEqual(366);
      expect((await orderStatus(user, order.orderId)).payments).toHaveLength(1);
    }
  });

  it('does not grant when the paid amount differs from the order', async () => {
    const user = await signUp(app);
    const order = await annualOrder(user);
    const res = await deliverWebhook(
      app,
      capturedEvent(app, order.orderId, 'pay_Short0000001', 100),
    );
    expect(res.json().data.status).toBe('ignored');
    expect(await isPremium(app, asCookie(user))).toBe(false);
  });
});

describe('POST /api/webhooks/razorpay: out of order', () => {
  it('a late payment.failed never undoes a capture; an early one is overtaken by it', async () => {
    const user = await signUp(app);
    const order = await annualOrder(user);
    const failed = (paymentId: string) =>
      sandboxOf(app).signWebhook('payment.failed', {
        payment: { id: paymentId, amount: order.amount, currency: 'INR', order_id: order.orderId },
      });
    await deliverWebhook(app, failed('pay_Declined00001'));
    expect((await orderStatus(user, order.orderId)).status).toBe('failed');
    await deliverWebhook(app, capturedEvent(app, order.orderId, 'pay_Retried000001', order.amount));
    expect((await orderStatus(user, order.orderId)).status).toBe('paid');
    await deliverWebhook(app, failed('pay_LateFail00001'));
    expect((await orderStatus(user, order.orderId)).status).toBe('paid');
    expect(await isPremium(app, asCookie(user))).toBe(true);
  });

  it('keeps a capture for an order not stored yet and applies it when the order is stored', async () => {
    const user = await signUp(app);
    const sandbox = sandboxOf(app);
    const input = {
      amountPaise: 104900,
      receipt: 'r',
      description: 'Annual Membership Purchase',
      notes: {},
    };
    const providerOrder = await sandbox.createOrder(input);
    const early = await deliverWebhook(
      app,
      capturedEvent(app, providerOrder.orderId, 'pay_Early00000001', 104900),
    );
    expect(early.json().data).toEqual({ status: 'deferred', note: 'order not known yet' });
    expect(await isPremium(app, asCookie(user))).toBe(false);

    // Another instance stores the order a moment later.
    const provider: PaymentProvider = {
      name: 'sandbox',
      keyId: sandbox.keyId,
      createOrder: async () => providerOrder,
      createSubscription: (i) => sandbox.createSubscription(i),
      cancelSubscription: (id) => sandbox.cancelSubscription(id),
      refund: () => sandbox.refund(),
      capturedPayment: (reference) => sandbox.capturedPayment(reference),
      verifyPaymentSignature: (i) => sandbox.verifyPaymentSignature(i),
      verifySubscriptionSignature: (i) => sandbox.verifySubscriptionSignature(i),
      verifyWebhookSignature: (body, signature) => sandbox.verifyWebhookSignature(body, signature),
    };
    const { id: userId } = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.body.email)
      .executeTakeFirstOrThrow();
    const order = await startCheckout(
      { ...appPaymentContext(app), provider },
      {
        userId,
        purpose: 'membership',
        planType: 'Annual',
        researchPapers: true,
        supportType: null,
        amount: 1049,
        recurring: false,
        description: 'Annual Membership Purchase',
        displayName: '',
      },
    );
    expect(order.status).toBe('paid');
    expect(await isPremium(app, asCookie(user))).toBe(true);
  });

  it('a late subscription.activated does not revive a cancelled subscription', async () => {
    const user = await signUp(app);
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'Monthly',
      recurring: true,
    });
    const subscription = { id: order.orderId, entity: 'subscription' };
    const sandbox = sandboxOf(app);
    await deliverWebhook(app, sandbox.signWebhook('subscription.cancelled', { subscription }));
    await deliverWebhook(app, sandbox.signWebhook('subscription.activated', { subscription }));
    const subs = await get(app, '/api/subscriptions', asCookie(user));
    expect(subs.json().data[0].status).toBe('cancelled');
  });
});

describe('with Razorpay configured', () => {
  let razorpayApp: FastifyInstance;
  const webhookSecret = 'fake-webhook-secret-for-tests';

  beforeAll(async () => {
    razorpayApp = await buildTestApp({
      config: { razorpay: { keyId: 'rzp_test_fake', keySecret: 'fake-key-secret', webhookSecret } },
    });
  });
  afterAll(() => razorpayApp.close());

  it('verifies webhooks with RAZORPAY_WEBHOOK_SECRET and has no sandbox checkout', async () => {
    const rawBody = JSON.stringify({ entity: 'event', event: 'payment.authorized', payload: {} });
    const send = (signature: string) =>
      razorpayApp.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        payload: rawBody,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': 'evt_RazorpayTest001',
        },
      });
    const good = crypto.createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
    expect((await send(good)).json().data.status).toBe('ignored');
    const wrong = crypto.createHmac('sha256', 'another-secret').update(rawBody).digest('hex');
    expect((await send(wrong)).statusCode).toBe(400);
    const sandbox = await razorpayApp.inject({ method: 'GET', url: '/api/sandbox/orders/order_x' });
    expect(sandbox.statusCode).toBe(404);
    expect(razorpayApp.payments.name).toBe('razorpay');
  });
});
