import { ACCESS_MESSAGES } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpChild, signUpReader } from '../../access.ts';
import { buildTestApp, freshIp, signupBody } from '../../helpers.ts';

// We never send marketing mail to a child account (spec section 6): its newsletter stays off.

const NOW = new Date('2026-11-24T10:00:00.000Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW });
});
afterAll(() => app.close());

const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie?: string) =>
  app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
  });

const subscribed = async (email: string) =>
  (await app.db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('email', '=', email)
    .executeTakeFirst()) !== undefined;

describe('a child account and the newsletter', () => {
  it('a minor signing up is stored with the newsletter off, whatever the form said', async () => {
    const body = signupBody({
      dob: '2013-05-01',
      guardianEmail: `parent-${Date.now()}@example.com`,
      newsLetter: true,
    });
    const res = await send('POST', '/api/signup', body);
    expect(res.statusCode).toBe(202);
    const row = await app.db
      .selectFrom('users')
      .select('news_letter')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row.news_letter).toBe(false);
  });

  it('a child signed in cannot subscribe: 403 with the reason', async () => {
    const child = await signUpChild(app, { dob: '2013-05-01' });
    const res = await send('POST', '/api/newsletter', { email: child.body.email }, child.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: ACCESS_MESSAGES.childNewsletter,
      messageKey: 'errors.access.childNewsletter',
    });
    expect(await subscribed(child.body.email)).toBe(false);
  });

  it("a child's address given by someone else is answered the same, and not stored", async () => {
    const child = await signUpChild(app, { dob: '2013-05-01' });
    const adult = await signUpReader(app);
    const forChild = await send('POST', '/api/newsletter', { email: child.body.email });
    const forAdult = await send('POST', '/api/newsletter', { email: adult.body.email });
    expect(forChild.statusCode).toBe(200);
    expect(forChild.json()).toEqual({
      ...forAdult.json(),
      data: { email: child.body.email, subscribed: true },
    });
    expect(await subscribed(child.body.email)).toBe(false);
    expect(await subscribed(adult.body.email)).toBe(true);
  });

  it('the account toggle cannot turn it on for a child (403), but can turn it off', async () => {
    const child = await signUpChild(app, { dob: '2013-05-01' });
    const on = await send('PATCH', '/api/account/newsletter', { newsLetter: true }, child.cookie);
    expect(on.statusCode).toBe(403);
    expect(on.json().message).toBe(ACCESS_MESSAGES.childNewsletter);
    const off = await send('PATCH', '/api/account/newsletter', { newsLetter: false }, child.cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.newsLetter).toBe(false);
  });

  it('an adult still subscribes as before', async () => {
    const adult = await signUpReader(app);
    const on = await send('PATCH', '/api/account/newsletter', { newsLetter: true }, adult.cookie);
    expect(on.statusCode).toBe(200);
  });
});
