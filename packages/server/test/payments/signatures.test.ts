import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RazorpayProvider, type RazorpayClient } from '../../src/payments/razorpay.ts';
import { hmacSha256Hex, signatureMatches } from '../../src/payments/signatures.ts';

const credentials = {
  keyId: 'rzp_test_key',
  keySecret: 'test-key-secret',
  webhookSecret: 'test-webhook-secret',
};

/** Computed independently of the code under test. */
function sign(secret: string, message: string): string {
  return crypto.createHmac('sha256', secret).update(message).digest('hex');
}

function tamper(signature: string): string {
  const last = signature.at(-1) === '0' ? '1' : '0';
  return signature.slice(0, -1) + last;
}

const unusedClient: RazorpayClient = {
  orders: {
    create: () => Promise.reject(new Error('no network in tests')),
    fetchPayments: () => Promise.reject(new Error('no network in tests')),
  },
  invoices: { all: () => Promise.reject(new Error('no network in tests')) },
  plans: { create: () => Promise.reject(new Error('no network in tests')) },
  payments: { refund: () => Promise.reject(new Error('no network in tests')) },
  subscriptions: {
    create: () => Promise.reject(new Error('no network in tests')),
    cancel: () => Promise.reject(new Error('no network in tests')),
  },
};

const provider = new RazorpayProvider(credentials, unusedClient);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hmacSha256Hex', () => {
  it('matches the published HMAC-SHA256 test vector', () => {
    expect(hmacSha256Hex('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });
});

describe('checkout signature (order_id|payment_id)', () => {
  const orderId = 'order_Ab12Cd34Ef56Gh';
  const paymentId = 'pay_Zy98Xw76Vu54Ts';
  const good = sign(credentials.keySecret, `${orderId}|${paymentId}`);

  it('accepts the signature Razorpay computes', () => {
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: good })).toBe(true);
  });

  it('rejects a tampered signature', () => {
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: tamper(good) })).toBe(
      false,
    );
  });

  it('rejects a genuine signature presented for another order', () => {
    const other = 'order_Other0000000';
    expect(provider.verifyPaymentSignature({ orderId: other, paymentId, signature: good })).toBe(
      false,
    );
  });

  it('rejects a genuine signature presented with another payment id', () => {
    const signature = good;
    expect(provider.verifyPaymentSignature({ orderId, paymentId: 'pay_Other', signature })).toBe(
      false,
    );
  });

  it('rejects a signature made with another secret, and junk of any length', () => {
    const foreign = sign('someone-else', `${orderId}|${paymentId}`);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: foreign })).toBe(false);
    for (const signature of ['', 'abc', good.toUpperCase(), `${good}00`, good.slice(2)]) {
      expect(provider.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(false);
    }
  });

  it('compares with crypto.timingSafeEqual, never with ===', () => {
    const spy = vi.spyOn(crypto, 'timingSafeEqual');
    provider.verifyPaymentSignature({ orderId, paymentId, signature: tamper(good) });
    expect(spy).toHaveBeenCalledTimes(1);
    const [a, b] = spy.mock.calls[0] as [Buffer, Buffer];
    expect(a.length).toBe(b.length);
  });

  it('signatureMatches is false for different lengths without throwing', () => {
    expect(signatureMatches('abcd', 'abc')).toBe(false);
    expect(signatureMatches('abcd', 'abcd')).toBe(true);
  });
});

describe('subscription signature (payment_id|subscription_id)', () => {
  const subscriptionId = 'sub_Qw12Er34Ty56Ui';
  const paymentId = 'pay_As12Df34Gh56Jk';

  it('accepts payment_id|subscription_id and not the one-time order layout', () => {
    const good = sign(credentials.keySecret, `${paymentId}|${subscriptionId}`);
    const swapped = sign(credentials.keySecret, `${subscriptionId}|${paymentId}`);
    expect(
      provider.verifySubscriptionSignature({ subscriptionId, paymentId, signature: good }),
    ).toBe(true);
    expect(
      provider.verifySubscriptionSignature({ subscriptionId, paymentId, signature: swapped }),
    ).toBe(false);
  });
});

describe('webhook signature', () => {
  const rawBody = '{"event":"payment.captured","payload":{}}';
  const good = sign(credentials.webhookSecret, rawBody);

  it('accepts the HMAC of the exact bytes with the webhook secret', () => {
    expect(provider.verifyWebhookSignature(rawBody, good)).toBe(true);
    expect(provider.verifyWebhookSignature(Buffer.from(rawBody), good)).toBe(true);
  });

  it('rejects the same JSON with other bytes, and the key secret instead of the webhook secret', () => {
    const reformatted = JSON.stringify(JSON.parse(rawBody), null, 2);
    expect(provider.verifyWebhookSignature(reformatted, good)).toBe(false);
    expect(provider.verifyWebhookSignature(rawBody, sign(credentials.keySecret, rawBody))).toBe(
      false,
    );
  });
});

describe('RazorpayProvider through the SDK', () => {
  it("refunds through Razorpay's payments API in paise and answers its refund id", async () => {
    const refund = vi.fn(async () => ({ id: 'rfnd_FromRazorpay01' }));
    const razorpay = new RazorpayProvider(credentials, { ...unusedClient, payments: { refund } });
    const result = await razorpay.refund({
      paymentId: 'pay_Ab12',
      amountPaise: 12900,
      notes: { reason: 'Charged twice' },
    });
    expect(refund).toHaveBeenCalledWith('pay_Ab12', {
      amount: 12900,
      notes: { reason: 'Charged twice' },
    });
    expect(result).toEqual({ refundId: 'rfnd_FromRazorpay01' });
  });

  it('creates orders in paise, INR, with our order id as the receipt', async () => {
    const create = vi.fn(async () => ({ id: 'order_FromRazorpay01', amount: 104900 }));
    const client = { ...unusedClient, orders: { ...unusedClient.orders, create } };
    const razorpay = new RazorpayProvider(credentials, client);
    const order = await razorpay.createOrder({
      amountPaise: 104900,
      receipt: 'our-order-id',
      description: 'Annual Membership Purchase',
      notes: { purpose: 'membership' },
    });
    expect(create).toHaveBeenCalledWith({
      amount: 104900,
      currency: 'INR',
      receipt: 'our-order-id',
      notes: { purpose: 'membership' },
    });
    expect(order).toEqual({
      orderId: 'order_FromRazorpay01',
      amountPaise: 104900,
      currency: 'INR',
    });
    expect(razorpay.keyId).toBe('rzp_test_key');
  });

  it('creates a monthly plan for the amount, then a subscription on it; cancels at cycle end', async () => {
    const planCreate = vi.fn(async () => ({ id: 'plan_Monthly00001' }));
    const subCreate = vi.fn(async () => ({ id: 'sub_FromRazorpay01' }));
    const cancel = vi.fn(async () => ({}));
    const client = {
      ...unusedClient,
      plans: { create: planCreate },
      subscriptions: { create: subCreate, cancel },
    };
    const razorpay = new RazorpayProvider(credentials, client);
    const sub = await razorpay.createSubscription({
      amountPaise: 150000,
      receipt: 'our-order-id',
      description: 'Monthly Support for IC Universe',
      notes: {},
    });
    expect(planCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        period: 'monthly',
        interval: 1,
        item: expect.objectContaining({ amount: 150000, currency: 'INR' }),
      }),
    );
    expect(subCreate).toHaveBeenCalledWith(
      expect.objectContaining({ plan_id: 'plan_Monthly00001' }),
    );
    expect(sub.subscriptionId).toBe('sub_FromRazorpay01');
    await razorpay.cancelSubscription('sub_FromRazorpay01');
    expect(cancel).toHaveBeenCalledWith('sub_FromRazorpay01', true);
  });
});
