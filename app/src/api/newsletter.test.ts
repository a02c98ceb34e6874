import { AUTH_TOKEN_KEY } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, json, offline, stubFetch } from '../test/fetchStub';
import { newsletterErrorMessage, subscribeToNewsletter } from './newsletter';

afterEach(() => localStorage.clear());

describe('subscribeToNewsletter', () => {
  it('posts the address to /api/newsletter with the bearer token and answers the server thanks', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-9');
    const requests = stubFetch(() =>
      json({ success: true, data: { email: 'a@b.in', subscribed: true }, message: 'Welcome!' }),
    );
    await expect(subscribeToNewsletter('a@b.in')).resolves.toBe('Welcome!');
    expect(requests[0]).toMatchObject({ method: 'POST', body: { email: 'a@b.in' } });
    expect(requests[0]?.url.pathname).toBe('/api/newsletter');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it("falls back to 'Thanks for subscribing!' when the server says nothing", async () => {
    stubFetch(() => json({ success: true, data: { email: 'a@b.in', subscribed: true } }));
    await expect(subscribeToNewsletter('a@b.in')).resolves.toBe('Thanks for subscribing!');
  });
});

describe('newsletterErrorMessage', () => {
  it("is the server's reason when it gives one", async () => {
    stubFetch(() => failure(429, 'Too many requests. Please wait a moment and try again.'));
    const error = await subscribeToNewsletter('a@b.in').catch((caught: unknown) => caught);
    expect(newsletterErrorMessage(error)).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it("is 'Something went wrong. Please try again.' without one (offline, say)", async () => {
    stubFetch(offline);
    const error = await subscribeToNewsletter('a@b.in').catch((caught: unknown) => caught);
    expect(newsletterErrorMessage(error)).toBe('Something went wrong. Please try again.');
  });
});
