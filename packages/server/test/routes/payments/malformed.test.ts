import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, signUp } from '../../helpers.ts';
import {
  asCookie,
  createDonation,
  createMembershipOrder,
  sandboxPay,
} from '../../payments/flow.ts';

// Malformed input thrown at every payments-area route: whatever arrives, the answer is never
// a 5xx and always the JSON envelope.

/** mulberry32: seeded, so a failure replays exactly. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)] as T;

/** Real ids are added in beforeAll, so bodies also reach the verification code. */
const IDS: string[] = ['order_x', 'sub_x', 'pay_x', '', ' ', 'x'.repeat(300), '%00', '😀'];

const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  1500,
  '',
  ' ',
  '₹1,500',
  'one-time',
  'monthly',
  'FREE',
  'Annual',
  'success',
  'failure',
  '560001',
  '9845012345',
  'India',
  '\u0000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'z'.repeat(10_000),
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [1, { a: 'b' }] } },
];

const FIELDS = [
  'membershipType',
  'researchPapers',
  'amount',
  'supportType',
  'displayName',
  'orderId',
  'paymentId',
  'signature',
  'outcome',
  'firstName',
  'house',
  'street',
  'postalCode',
  'city',
  'country',
  'phone',
  'isDefault',
  'event',
  'payload',
  '__proto__',
  'constructor',
];

const RAW_BODIES = [
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{',
  '{"amount":',
  '\u0000',
  '['.repeat(2000),
];
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded'];

function randomBody(next: () => number): { payload: string; contentType: string } {
  if (next() < 0.2) return { payload: pick(next, RAW_BODIES), contentType: 'application/json' };
  const body: Record<string, unknown> = {};
  const count = Math.floor(next() * 6);
  for (let i = 0; i < count; i += 1) {
    const field = pick(next, FIELDS);
    body[field] = next() < 0.3 ? pick(next, IDS) : pick(next, VALUES);
  }
  const contentType = next() < 0.85 ? 'application/json' : pick(next, CONTENT_TYPES);
  return { payload: JSON.stringify(body), contentType };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ROUTES: [Method, string][] = [
  ['POST', '/payment/create'],
  ['POST', '/payment/confirm'],
  ['GET', '/payment/verify'],
  ['GET', '/api/membership'],
  ['GET', '/api/subscriptions'],
  ['POST', '/api/subscriptions/:id/cancel'],
  ['POST', '/support/create'],
  ['POST', '/support/confirm'],
  ['GET', '/support/statistics'],
  ['GET', '/support/contributors?limit=:id'],
  ['GET', '/api/orders'],
  ['GET', '/api/orders/:id'],
  ['GET', '/api/addresses'],
  ['POST', '/api/addresses'],
  ['GET', '/api/addresses/:id'],
  ['PUT', '/api/addresses/:id'],
  ['POST', '/api/addresses/:id/default'],
  ['DELETE', '/api/addresses/:id'],
  ['POST', '/api/webhooks/razorpay'],
  ['GET', '/api/sandbox/orders/:id'],
  ['POST', '/api/sandbox/orders/:id/pay'],
  ['POST', '/api/sandbox/subscriptions/:id/renew'],
];

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await buildTestApp();
  const user = await signUp(app);
  ({ cookie } = user);
  const order = await createMembershipOrder(app, asCookie(user), { membershipType: 'Annual' });
  const monthly = await createMembershipOrder(app, asCookie(user), {
    membershipType: 'Monthly',
    recurring: true,
  });
  const gift = await createDonation(app, { supportType: 'one-time', amount: 500, displayName: '' });
  const paid = await sandboxPay(app, gift.orderId);
  IDS.push(order.orderId, monthly.orderId, gift.orderId, paid.paymentId, paid.signature);
});
afterAll(() => app.close());

describe('malformed input to the payments area', () => {
  it.each(ROUTES)('%s %s never answers 5xx', async (method, route) => {
    const next = random(route.length * 7919 + method.length);
    for (let i = 0; i < 30; i += 1) {
      const url = route.replace(':id', encodeURIComponent(pick(next, IDS)));
      const { payload, contentType } = randomBody(next);
      const headers: Record<string, string> = { 'content-type': contentType };
      if (next() < 0.5) headers.cookie = cookie;
      if (next() < 0.5) headers['x-razorpay-signature'] = pick(next, IDS);
      if (next() < 0.3) headers['idempotency-key'] = pick(next, IDS);
      const res = await app.inject({
        method,
        url,
        remoteAddress: freshIp(),
        headers,
        ...(method !== 'GET' && { payload }),
      });
      const context = `${method} ${url.slice(0, 100)} ${contentType} ${payload.slice(0, 160)}`;
      expect(res.statusCode, context).toBeLessThan(500);
      expect(typeof res.json().success, context).toBe('boolean');
      if (res.statusCode >= 400) expect(res.json().success, context).toBe(false);
    }
  });
});
