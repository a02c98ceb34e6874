import { AUTH_TOKEN_KEY } from '@ic/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, json, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { createMembershipOrder, getPremiumStatus, usePremiumStatus } from './membership';

const log = captureErrorLog();
afterEach(() => localStorage.clear());

describe('premium verify', () => {
  it('reads isPremium outside the envelope data', async () => {
    stubFetch(() => json({ success: true, isPremium: true }));
    await expect(getPremiumStatus()).resolves.toBe(true);
  });

  it.each([
    ['a server failure', () => failure(500, 'Something went wrong.')],
    ['no answer', offline],
    ['a malformed answer', () => json({ success: true, isPremium: 'yes' })],
  ])('treats %s as not premium (spec section 8)', async (_, answer) => {
    stubFetch(answer);
    await expect(getPremiumStatus()).resolves.toBe(false);
  });

  it('logs a failed verify', async () => {
    stubFetch(offline);
    await getPremiumStatus();
    expect(log.calls()[0]?.[0]).toBe('Failed to verify the membership:');
  });

  it('asks nothing while signed out', async () => {
    const requests = stubFetch(() => json({ success: true, isPremium: true }));
    const { result } = await renderHook(() => usePremiumStatus(false), { wrapper: FreshSWR });
    expect(result.current.isPremium).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('answers the status while signed in', async () => {
    stubFetch(() => json({ success: true, isPremium: true }));
    const { result } = await renderHook(() => usePremiumStatus(true), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.isPremium).toBe(true));
  });
});

describe('createMembershipOrder', () => {
  it('posts the plan with the bearer token and the idempotency key', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-9');
    const order = {
      keyId: 'k',
      amount: 17900,
      orderId: 'o1',
      currency: 'INR',
      provider: 'sandbox',
      description: 'Monthly Membership Purchase',
      purpose: 'membership',
    };
    const requests = stubFetch(() => envelope(order));
    await expect(
      createMembershipOrder(
        { membershipType: 'Monthly', researchPapers: true, recurring: true },
        'key-12345678',
      ),
    ).resolves.toEqual(order);
    expect(requests[0]?.url.pathname).toBe('/payment/create');
    expect(requests[0]?.body).toEqual({
      membershipType: 'Monthly',
      researchPapers: true,
      recurring: true,
    });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('key-12345678');
  });
});
