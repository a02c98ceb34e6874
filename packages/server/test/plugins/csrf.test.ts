import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_MESSAGE } from '../../src/plugins/csrf.ts';
import { buildTestApp, freshIp, signUp } from '../helpers.ts';

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await buildTestApp();
  ({ cookie } = await signUp(app));
});
afterAll(() => app.close());

const newsletter = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: 'csrf@example.com' },
    headers: { cookie, ...headers },
    remoteAddress: freshIp(),
  });

describe('CSRF protection', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'a sibling subdomain',
      { origin: 'http://evil.localhost:3000', 'sec-fetch-site': 'same-site' },
    ],
  ])('refuses a cookie-carrying write with %s', async (_label, headers) => {
    const res = await newsletter(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: CSRF_MESSAGE });
  });

  it.each([
    ['PUBLIC_URL as Origin', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
    ['its own Host as Origin', { origin: 'https://ic.example', host: 'ic.example' }],
    ['no Origin (non-browser client)', {}],
  ])('accepts %s', async (_label, headers) => {
    expect((await newsletter(headers)).statusCode).toBe(200);
  });

  it('never blocks reads', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('leaves signed webhooks to their own check', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      payload: { event: 'payment.captured' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.json().message).not.toBe(CSRF_MESSAGE);
  });
});

describe('CSRF with CORS_ORIGINS', () => {
  const PARTNER = 'https://research.example';
  let listed: FastifyInstance;
  let listedCookie: string;

  beforeAll(async () => {
    listed = await buildTestApp({ config: { corsOrigins: [PARTNER] } });
    ({ cookie: listedCookie } = await signUp(listed));
  });
  afterAll(() => listed.close());

  const write = (headers: Record<string, string>) =>
    listed.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'partner@example.com' },
      headers: { cookie: listedCookie, ...headers },
      remoteAddress: freshIp(),
    });

  it('trusts a listed origin, though its writes are cross-site', async () => {
    const res = await write({ origin: PARTNER, 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      'an origin not listed',
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    ],
    ['a listed host on another scheme', { origin: 'http://research.example' }],
    ['a listed host on another port', { origin: 'https://research.example:8443' }],
    ['a subdomain of a listed host', { origin: 'https://evil.research.example' }],
  ])('still refuses %s', async (_label, headers) => {
    const res = await write(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: CSRF_MESSAGE });
  });
});
