import { MESSAGES, type PaymentOrder } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { captureErrorLog } from '../test/console';
import { envelope, failure, offline, stubFetch } from '../test/fetchStub';
import { settleInSandbox } from './sandbox';
import { donationCreateFailed, membershipCreateFailed, runCheckout } from './runCheckout';
import { ApiError } from '../api/client';

captureErrorLog();

const order: PaymentOrder = {
  keyId: 'rzp_test_sandbox',
  amount: 17900,
  amountRupees: 179,
  orderId: 'order_1',
  currency: 'INR',
  provider: 'sandbox',
  description: 'Monthly Membership Purchase',
  purpose: 'membership',
  recurring: false,
};
const paid = { status: 'paid', orderId: 'order_1', paymentId: 'pay_1', signature: 'sig' } as const;
const steps = { create: async () => order, createFailedMessage: membershipCreateFailed };

describe('runCheckout', () => {
  it('confirms a paid order with our order id and the provider signature', async () => {
    const requests = stubFetch(() =>
      envelope({ orderId: 'order_1', status: 'paid', receiptNumber: 'ICU-0000-0000-0001' }),
    );
    const result = await runCheckout({ ...steps, settle: async () => paid });
    expect(result).toEqual({
      status: 'paid',
      orderId: 'order_1',
      receiptNumber: 'ICU-0000-0000-0001',
    });
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/payment/confirm', { orderId: 'order_1', paymentId: 'pay_1', signature: 'sig' }],
    ]);
  });

  it('confirms a donation at the support confirm call', async () => {
    const requests = stubFetch(() => envelope({ status: 'paid', receiptNumber: 'ICU-1' }));
    await runCheckout({
      ...steps,
      create: async () => ({ ...order, purpose: 'donation' }),
      settle: async () => paid,
    });
    expect(requests[0]?.url.pathname).toBe('/support/confirm');
  });

  it('answers the spec message when a membership order cannot be created', async () => {
    const requests = stubFetch(offline);
    const result = await runCheckout({
      ...steps,
      create: () => Promise.reject(new ApiError(500, 'Boom', [], null)),
      settle: async () => paid,
    });
    expect(result).toEqual({
      status: 'failed',
      message: 'Something went wrong while creating the order. Please try again!',
    });
    expect(requests).toHaveLength(0);
  });

  it('answers the server message, else the generic one, when a donation cannot be created', () => {
    expect(donationCreateFailed(new ApiError(400, 'Too much', [], null))).toBe('Too much');
    expect(donationCreateFailed(new Error('offline'))).toBe(MESSAGES.genericError);
  });

  it('confirms nothing when the buyer cancels or the payment fails', async () => {
    const requests = stubFetch(offline);
    await expect(
      runCheckout({ ...steps, settle: async () => ({ status: 'cancelled' }) }),
    ).resolves.toEqual({ status: 'cancelled' });
    await expect(
      runCheckout({ ...steps, settle: async () => ({ status: 'failed' }) }),
    ).resolves.toEqual({ status: 'failed', message: MESSAGES.paymentFailed });
    expect(requests).toHaveLength(0);
  });

  it('counts a refused confirm as not paid, with the server message', async () => {
    stubFetch(() => failure(400, 'Payment verification failed'));
    const result = await runCheckout({ ...steps, settle: async () => paid });
    expect(result).toEqual({ status: 'failed', message: 'Payment verification failed' });
  });
});

describe('settleInSandbox', () => {
  it('pays the order and reads the signed result', async () => {
    const requests = stubFetch(() =>
      envelope({
        status: 'paid',
        orderId: 'sub_1',
        subscriptionId: 'sub_1',
        paymentId: 'pay_2',
        signature: 's2',
      }),
    );
    await expect(settleInSandbox('sub_1', 'pay')).resolves.toEqual({
      status: 'paid',
      orderId: 'sub_1',
      paymentId: 'pay_2',
      signature: 's2',
    });
    expect(requests[0]?.url.pathname).toBe('/api/sandbox/orders/sub_1/pay');
    expect(requests[0]?.body).toEqual({ outcome: 'success' });
  });

  it('fails the order on request, and reads no answer as a failure', async () => {
    const requests = stubFetch(() =>
      envelope({
        status: 'failed',
        orderId: 'order_1',
        paymentId: 'p',
        error: { code: 'X', description: 'Payment failed' },
      }),
    );
    await expect(settleInSandbox('order_1', 'fail')).resolves.toEqual({ status: 'failed' });
    expect(requests[0]?.body).toEqual({ outcome: 'failure' });
    stubFetch(offline);
    await expect(settleInSandbox('order_1', 'pay')).resolves.toEqual({ status: 'failed' });
  });
});
